/** Software development: languages, web and mobile frameworks, backends, testing. */
import { skillsOf, type CatalogueSkill } from "../types";

const skill = skillsOf("Development");

export const DEVELOPMENT_SKILLS: readonly CatalogueSkill[] = [
  // Languages
  skill("Python", { aliases: ["py", "Python3", "Python 3"] }),
  skill("JavaScript", {
    aliases: ["JS", "ECMAScript", "ES6", "Vanilla JS"],
  }),
  skill("TypeScript", { aliases: ["TS"], implies: ["JavaScript"] }),
  skill("Java", { near: ["Kotlin"] }),
  skill("Kotlin", { near: ["Android Development"] }),
  skill("Swift", { near: ["iOS Development"] }),
  skill("Go", { aliases: ["Golang", "Go Lang"] }),
  skill("Rust", { aliases: ["Rust Lang"] }),
  skill("C++", { aliases: ["CPP", "cplusplus"], near: ["C"] }),
  skill("C", { aliases: ["C Language", "C Programming"] }),
  skill("C#", { aliases: ["CSharp", "C Sharp"], near: [".NET"] }),
  skill("Ruby"),
  skill("PHP"),
  skill("Scala", { near: ["Apache Spark"] }),
  skill("Elixir", { aliases: ["Phoenix"] }),
  skill("Dart", { near: ["Flutter"] }),

  // Web frontend
  skill("HTML", { aliases: ["HTML5"] }),
  skill("CSS", { aliases: ["CSS3"] }),
  skill("Tailwind CSS", {
    aliases: ["Tailwind", "TailwindCSS"],
    implies: ["CSS"],
  }),
  skill("Sass", { aliases: ["SCSS"], implies: ["CSS"] }),
  skill("React", {
    aliases: ["ReactJS", "React.js", "React JS"],
    implies: ["JavaScript"],
    near: ["Next.js", "React Native"],
  }),
  skill("Next.js", {
    aliases: ["NextJS", "Next", "Next JS"],
    implies: ["React"],
  }),
  skill("Redux", { aliases: ["Redux Toolkit"], near: ["React"] }),
  skill("Vue.js", {
    aliases: ["Vue", "VueJS", "Vue 3"],
    implies: ["JavaScript"],
  }),
  skill("Nuxt", { aliases: ["Nuxt.js", "NuxtJS"], implies: ["Vue.js"] }),
  skill("Angular", {
    aliases: ["AngularJS", "Angular 2+"],
    implies: ["TypeScript"],
  }),
  skill("Svelte", { aliases: ["SvelteKit"], implies: ["JavaScript"] }),
  skill("Astro", { implies: ["JavaScript"] }),
  skill("Three.js", {
    aliases: ["ThreeJS", "React Three Fiber"],
    implies: ["JavaScript"],
    near: ["WebGL"],
  }),
  skill("WebGL", { aliases: ["WebGPU", "Shaders", "GLSL"] }),
  skill("Frontend Development", {
    aliases: [
      "Frontend",
      "Front-end",
      "Front End",
      "Frontend Engineering",
      "Front-end Development",
    ],
    near: ["React", "CSS"],
  }),
  skill("Web Development", {
    aliases: ["Web Dev", "Web Apps", "Web Applications"],
    near: ["Frontend Development", "Full-Stack Development"],
  }),
  skill("Chrome Extensions", {
    aliases: ["Browser Extensions", "Chrome Extension"],
    implies: ["JavaScript"],
  }),
  skill("Figma Plugins", {
    aliases: ["Figma Plugin Development", "Figma API"],
    implies: ["JavaScript"],
    near: ["Figma", "Design Systems"],
  }),

  // Backend
  skill("Backend Development", {
    aliases: ["Backend", "Back-end", "Back End", "Server-side Development"],
    near: ["Node.js", "API Design"],
  }),
  skill("Full-Stack Development", {
    aliases: [
      "Full Stack",
      "Fullstack",
      "Full-Stack",
      "Full Stack Development",
    ],
    implies: ["Frontend Development", "Backend Development"],
  }),
  skill("Node.js", {
    aliases: ["Node", "NodeJS", "Node JS"],
    implies: ["JavaScript"],
  }),
  skill("Express", {
    aliases: ["Express.js", "ExpressJS"],
    implies: ["Node.js"],
  }),
  skill("NestJS", { aliases: ["Nest.js"], implies: ["Node.js", "TypeScript"] }),
  skill("Deno", { near: ["Node.js", "TypeScript"] }),
  skill("Bun", { near: ["Node.js"] }),
  skill("Django", { implies: ["Python"], near: ["FastAPI"] }),
  skill("Flask", { implies: ["Python"] }),
  skill("FastAPI", { implies: ["Python"], near: ["Flask"] }),
  skill("Ruby on Rails", { aliases: ["Rails", "RoR"], implies: ["Ruby"] }),
  skill("Laravel", { implies: ["PHP"] }),
  skill("Spring Boot", { aliases: ["Spring"], implies: ["Java"] }),
  skill(".NET", {
    aliases: ["dotnet", "ASP.NET", ".NET Core", "ASP.NET Core"],
    near: ["Azure"],
  }),
  skill("API Design", {
    aliases: ["API Development", "APIs"],
    near: ["REST APIs", "GraphQL"],
  }),
  skill("REST APIs", {
    aliases: ["REST", "REST API", "RESTful APIs", "RESTful"],
    near: ["API Integration"],
  }),
  skill("GraphQL", { aliases: ["GQL", "Apollo"] }),
  skill("gRPC", { aliases: ["Protocol Buffers", "Protobuf"] }),
  skill("tRPC", { implies: ["TypeScript"] }),
  skill("WebSockets", {
    aliases: ["WebSocket", "Socket.IO", "Real-time Apps"],
  }),
  skill("API Integration", {
    aliases: ["Integrations", "API Integrations", "Third-party APIs"],
    near: ["Workflow Automation"],
  }),
  skill("Prisma", { aliases: ["Prisma ORM"], near: ["PostgreSQL"] }),
  skill("Convex", { implies: ["TypeScript"], near: ["React", "Supabase"] }),
  skill("Supabase", { implies: ["PostgreSQL"], near: ["Firebase"] }),
  skill("Firebase", { aliases: ["Firestore", "Google Firebase"] }),
  skill("Payments Integration", {
    aliases: ["Payments", "Payment Processing", "Payment Integration"],
    near: ["FinTech"],
  }),
  skill("Stripe", {
    aliases: ["Stripe API", "Stripe Integration"],
    implies: ["Payments Integration"],
  }),
  skill("Authentication", {
    aliases: ["Auth", "OAuth", "OAuth2", "OpenID Connect", "OIDC", "SSO"],
    near: ["Security"],
  }),

  // Mobile, desktop, games, hardware
  skill("Mobile Development", {
    aliases: [
      "Mobile",
      "Mobile Apps",
      "App Development",
      "Mobile App Development",
    ],
    near: ["Mobile App Design"],
  }),
  skill("iOS Development", {
    aliases: ["iOS", "iOS Apps"],
    implies: ["Mobile Development"],
  }),
  skill("SwiftUI", { implies: ["Swift", "iOS Development"] }),
  skill("Android Development", {
    aliases: ["Android", "Android Apps"],
    implies: ["Mobile Development"],
  }),
  skill("Jetpack Compose", { implies: ["Kotlin", "Android Development"] }),
  skill("React Native", {
    aliases: ["RN", "ReactNative"],
    implies: ["React", "Mobile Development"],
    near: ["Expo", "Flutter"],
  }),
  skill("Expo", { implies: ["React Native"] }),
  skill("Flutter", { implies: ["Dart", "Mobile Development"] }),
  skill("Electron", {
    aliases: ["Electron.js", "Desktop Apps"],
    implies: ["JavaScript"],
    near: ["Tauri"],
  }),
  skill("Tauri", { near: ["Rust"] }),
  skill("Game Development", {
    aliases: ["GameDev", "Game Dev", "Games"],
    near: ["Unity", "Unreal Engine"],
  }),
  skill("Unity", { aliases: ["Unity3D"], implies: ["C#"] }),
  skill("Unreal Engine", {
    aliases: ["Unreal", "UE5", "UE4"],
    implies: ["C++"],
  }),
  skill("AR/VR", {
    aliases: [
      "AR",
      "VR",
      "XR",
      "Augmented Reality",
      "Virtual Reality",
      "Mixed Reality",
    ],
    near: ["Unity", "3D Design"],
  }),
  skill("Embedded Systems", {
    aliases: ["Embedded", "Firmware", "Embedded Software"],
    near: ["C", "IoT"],
  }),
  skill("IoT", { aliases: ["Internet of Things"], near: ["Arduino"] }),
  skill("Arduino", { near: ["Raspberry Pi"] }),
  skill("Raspberry Pi"),
  skill("Robotics", { near: ["ROS", "Computer Vision", "Embedded Systems"] }),
  skill("ROS", {
    aliases: ["Robot Operating System", "ROS2"],
    implies: ["Robotics"],
  }),

  // Quality and tooling
  skill("Software Testing", {
    aliases: ["Testing", "QA", "Quality Assurance", "QA Engineering"],
    near: ["Test Automation"],
  }),
  skill("Test Automation", {
    aliases: ["Automated Testing", "E2E Testing", "End-to-end Testing"],
    implies: ["Software Testing"],
  }),
  skill("Playwright", { implies: ["Test Automation"], near: ["Cypress"] }),
  skill("Cypress", { implies: ["Test Automation"] }),
  skill("Selenium", { implies: ["Test Automation"] }),
  skill("Jest", { implies: ["Software Testing", "JavaScript"] }),
  skill("Vitest", { implies: ["Software Testing", "JavaScript"] }),
  skill("pytest", { implies: ["Software Testing", "Python"] }),
  skill("Git", { aliases: ["Version Control", "GitHub", "GitLab"] }),
  skill("AI-assisted Coding", {
    aliases: ["AI Coding", "Vibe Coding", "AI Pair Programming"],
    near: ["Prompt Engineering"],
  }),
  skill("Cursor", {
    aliases: ["Cursor AI", "Cursor IDE"],
    implies: ["AI-assisted Coding"],
  }),
  skill("GitHub Copilot", {
    aliases: ["Copilot"],
    implies: ["AI-assisted Coding"],
  }),
  skill("System Design", {
    aliases: ["Software Architecture", "Architecture", "Systems Design"],
    near: ["Distributed Systems", "Microservices"],
  }),
  skill("Distributed Systems"),
  skill("Microservices", {
    aliases: ["Microservice Architecture"],
    near: ["Kubernetes"],
  }),
  skill("Performance Optimization", {
    aliases: ["Web Performance", "Performance Tuning"],
  }),
];
