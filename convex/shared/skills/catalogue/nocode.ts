/** No-code and low-code: app builders, automation, internal tools, AI app builders. */
import { skillsOf, type CatalogueSkill } from "../types";

const skill = skillsOf("NoCode");

export const NOCODE_SKILLS: readonly CatalogueSkill[] = [
  skill("No-Code Development", {
    aliases: [
      "No-Code",
      "No Code",
      "Nocode",
      "Low-Code",
      "Low Code",
      "Lowcode",
      "No-code Apps",
    ],
    near: ["Workflow Automation"],
  }),
  skill("Workflow Automation", {
    aliases: [
      "Automation",
      "Business Process Automation",
      "Process Automation",
      "Workflow Automations",
    ],
  }),
  skill("Bubble", {
    aliases: ["Bubble.io"],
    implies: ["No-Code Development"],
  }),
  skill("Webflow", { implies: ["No-Code Development"], near: ["Framer"] }),
  skill("Framer", { near: ["Prototyping"] }),
  skill("Glide", {
    aliases: ["Glide Apps", "Glideapps"],
    implies: ["No-Code Development"],
  }),
  skill("Softr", { implies: ["No-Code Development"], near: ["Airtable"] }),
  skill("Adalo", { implies: ["No-Code Development"] }),
  skill("FlutterFlow", {
    implies: ["No-Code Development"],
    near: ["Flutter"],
  }),
  skill("WordPress", { aliases: ["WP", "WooCommerce"], near: ["Webflow"] }),
  skill("Shopify", { aliases: ["Shopify Apps"], near: ["E-commerce"] }),
  skill("Wix", { near: ["Webflow"] }),
  skill("Zapier", {
    implies: ["Workflow Automation"],
    near: ["Make", "n8n"],
  }),
  skill("Make", {
    aliases: ["Integromat", "Make.com"],
    implies: ["Workflow Automation"],
    near: ["n8n"],
  }),
  skill("n8n", { aliases: ["n8n.io"], implies: ["Workflow Automation"] }),
  skill("Power Automate", {
    aliases: ["Microsoft Power Automate"],
    implies: ["Workflow Automation"],
    near: ["Power Apps"],
  }),
  skill("Power Apps", {
    aliases: ["Microsoft Power Apps", "Power Platform"],
    implies: ["No-Code Development"],
  }),
  skill("RPA", {
    aliases: ["Robotic Process Automation", "UiPath"],
    near: ["Workflow Automation"],
  }),
  skill("Airtable", { near: ["Google Sheets", "Notion"] }),
  skill("Notion", { aliases: ["Notion AI"], near: ["Coda"] }),
  skill("Coda"),
  skill("Retool", { implies: ["Internal Tools"] }),
  skill("Internal Tools", {
    aliases: ["Internal Tooling", "Admin Panels", "Back-office Tools"],
  }),
  skill("Google Apps Script", {
    aliases: ["Apps Script"],
    implies: ["JavaScript"],
    near: ["Google Sheets"],
  }),
  skill("Typeform", { aliases: ["Tally", "Jotform"] }),
  skill("Voiceflow", { implies: ["Conversational AI"], near: ["Botpress"] }),
  skill("Botpress", { implies: ["Conversational AI"] }),
  skill("Relevance AI", { implies: ["AI Agents"] }),
  skill("Lovable", { near: ["Bolt.new", "v0"] }),
  skill("Bolt.new", { aliases: ["Bolt"], near: ["v0"] }),
  skill("v0", { aliases: ["v0.dev"], near: ["AI-assisted Coding"] }),
  skill("Replit", {
    aliases: ["Replit Agent"],
    near: ["AI-assisted Coding", "Lovable"],
  }),
  skill("Chrome Automation", {
    aliases: ["Browser Automation", "Bardeen"],
    near: ["Web Scraping"],
  }),
];
