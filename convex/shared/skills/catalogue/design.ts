/** Design: UI, UX, research, brand, motion and the tools designers use. */
import { skillsOf, type CatalogueSkill } from "../types";

const skill = skillsOf("Design");

export const DESIGN_SKILLS: readonly CatalogueSkill[] = [
  skill("UI Design", {
    aliases: ["User Interface Design", "Interface Design", "UI"],
    near: ["UX Design", "Figma", "Visual Design"],
  }),
  skill("UX Design", {
    aliases: ["UX", "User Experience", "User Experience Design"],
    near: ["User Research", "Interaction Design"],
  }),
  skill("UI/UX Design", {
    aliases: ["UI/UX", "UX/UI", "UX/UI Design", "UI UX"],
    implies: ["UI Design", "UX Design"],
  }),
  skill("Product Design", {
    aliases: ["Product Designer", "Digital Product Design"],
    implies: ["UI Design", "UX Design"],
  }),
  skill("User Research", {
    aliases: ["UX Research", "Design Research", "Usability Research"],
    near: ["Usability Testing", "Customer Discovery"],
  }),
  skill("Usability Testing", {
    aliases: ["User Testing", "Usability Studies"],
  }),
  skill("Interaction Design", {
    aliases: ["IxD", "Microinteractions"],
    near: ["Prototyping"],
  }),
  skill("Prototyping", {
    aliases: ["Rapid Prototyping", "Prototypes"],
    near: ["Figma", "Wireframing"],
  }),
  skill("Wireframing", { aliases: ["Wireframes", "Low-fidelity Design"] }),
  skill("Design Systems", {
    aliases: ["Design System", "Component Libraries", "Design Tokens"],
    near: ["UI Design", "Figma"],
  }),
  skill("Information Architecture", {
    aliases: ["IA"],
    near: ["UX Design"],
  }),
  skill("Design Thinking", { near: ["User Research"] }),
  skill("Accessibility", {
    aliases: ["a11y", "WCAG", "Web Accessibility", "Inclusive Design"],
    near: ["UI Design", "UX Design"],
  }),
  skill("Conversational UX", {
    aliases: [
      "Conversation Design",
      "Conversational Design",
      "VUI Design",
      "Voice UX",
      "Chatbot Design",
    ],
    near: ["UX Design", "Conversational AI"],
  }),
  skill("UX Writing", {
    aliases: ["Microcopy", "Content Design"],
    near: ["Copywriting", "UX Design"],
  }),
  skill("Mobile App Design", {
    aliases: ["App Design", "Mobile UI", "Mobile Design"],
    implies: ["UI Design"],
  }),
  skill("Web Design", {
    aliases: ["Website Design", "Landing Page Design"],
    near: ["UI Design", "Webflow"],
  }),
  skill("Visual Design", { near: ["Graphic Design", "Typography"] }),
  skill("Graphic Design", {
    aliases: ["Graphics", "Graphic Designer"],
    near: ["Branding", "Illustration"],
  }),
  skill("Branding", {
    aliases: ["Brand Design", "Brand Identity", "Visual Identity"],
    near: ["Brand Strategy"],
  }),
  skill("Logo Design", { implies: ["Graphic Design"], near: ["Branding"] }),
  skill("Typography", { aliases: ["Type Design"] }),
  skill("Illustration", { aliases: ["Digital Illustration"] }),
  skill("Motion Design", {
    aliases: ["Motion Graphics", "Animation", "UI Animation"],
    near: ["Adobe After Effects"],
  }),
  skill("3D Design", {
    aliases: ["3D Modeling", "3D", "3D Art"],
    near: ["Blender"],
  }),
  skill("Blender", { implies: ["3D Design"] }),
  skill("Video Editing", {
    aliases: ["Video Production", "Videography"],
    near: ["Adobe Premiere Pro", "Content Creation"],
  }),
  skill("Figma", { aliases: ["FigJam"], near: ["UI Design"] }),
  skill("Sketch", { near: ["Figma"] }),
  skill("Adobe XD", { aliases: ["XD"], near: ["Figma"] }),
  skill("Adobe Photoshop", {
    aliases: ["Photoshop"],
    near: ["Graphic Design"],
  }),
  skill("Adobe Illustrator", {
    aliases: ["Illustrator"],
    near: ["Illustration", "Graphic Design"],
  }),
  skill("Adobe After Effects", { aliases: ["After Effects", "AE"] }),
  skill("Adobe Premiere Pro", {
    aliases: ["Premiere Pro", "Premiere"],
    implies: ["Video Editing"],
  }),
  skill("Canva", { near: ["Graphic Design"] }),
  skill("Midjourney", {
    aliases: ["AI Art", "AI Image Generation"],
    near: ["Graphic Design"],
  }),
  skill("Presentation Design", {
    aliases: ["Slide Design", "Keynote", "Pitch Deck Design"],
    near: ["Graphic Design"],
  }),
];
