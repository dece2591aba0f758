/** Domain knowledge: the fields products are built for (health, finance, law, ...). */
import { skillsOf, type CatalogueSkill } from "../types";

const skill = skillsOf("Domain");

export const DOMAIN_SKILLS: readonly CatalogueSkill[] = [
  // Health
  skill("Healthcare", {
    aliases: ["Health Tech", "HealthTech", "Digital Health", "Healthcare IT"],
    near: ["HIPAA Compliance"],
  }),
  skill("Clinical Expertise", {
    aliases: [
      "Clinical Experience",
      "Clinician",
      "Medicine",
      "Medical Knowledge",
      "Nursing",
    ],
    implies: ["Healthcare"],
  }),
  skill("HIPAA Compliance", { aliases: ["HIPAA"], implies: ["Healthcare"] }),
  skill("FHIR", {
    aliases: ["HL7", "HL7 FHIR", "Healthcare Interoperability"],
    implies: ["Healthcare"],
  }),
  skill("Telemedicine", {
    aliases: ["Telehealth", "Remote Patient Monitoring"],
    implies: ["Healthcare"],
  }),
  skill("Mental Health", {
    aliases: ["Mental Health Tech", "Wellbeing"],
    near: ["Healthcare"],
  }),
  skill("Clinical Research", {
    aliases: ["Clinical Trials"],
    implies: ["Healthcare"],
  }),
  skill("Medical Imaging", {
    aliases: ["Radiology AI", "Medical Image Analysis"],
    implies: ["Computer Vision", "Healthcare"],
  }),
  skill("Bioinformatics", {
    aliases: ["Computational Biology"],
    near: ["Genomics", "Drug Discovery"],
  }),
  skill("Genomics"),
  skill("Drug Discovery", { aliases: ["Biotech", "Life Sciences"] }),

  // Finance
  skill("FinTech", {
    aliases: ["Financial Technology", "Finance Tech"],
    near: ["Financial Modeling"],
  }),
  skill("Financial Modeling", {
    aliases: ["Financial Analysis", "Finance", "FP&A"],
  }),
  skill("Quantitative Finance", {
    aliases: ["Quant", "Algorithmic Trading", "Algo Trading", "Trading"],
    near: ["FinTech", "Time Series Forecasting"],
  }),
  skill("Accounting", {
    aliases: ["Bookkeeping"],
    near: ["Financial Modeling"],
  }),
  skill("Insurance", { aliases: ["InsurTech", "Insurtech"] }),

  // Compliance and law
  skill("Legal", {
    aliases: ["Law", "Legal Research", "Contracts", "Legal Tech", "LegalTech"],
    near: ["Regulatory Compliance"],
  }),
  skill("Regulatory Compliance", {
    aliases: ["Compliance", "RegTech", "EU AI Act"],
    near: ["GDPR Compliance"],
  }),
  skill("GDPR Compliance", {
    aliases: ["GDPR", "Data Privacy", "Privacy Compliance"],
    near: ["HIPAA Compliance"],
  }),
  skill("SOC 2", {
    aliases: ["SOC2", "SOC 2 Compliance", "ISO 27001", "Security Compliance"],
  }),

  // Other fields
  skill("EdTech", {
    aliases: ["Education Technology", "E-learning", "eLearning", "Education"],
    near: ["Instructional Design"],
  }),
  skill("Instructional Design", {
    aliases: ["Curriculum Design", "Learning Design", "Course Creation"],
  }),
  skill("E-commerce", {
    aliases: ["Ecommerce", "Online Retail", "D2C", "DTC", "Retail"],
  }),
  skill("Real Estate", { aliases: ["PropTech", "Property Tech"] }),
  skill("Climate Tech", {
    aliases: ["ClimateTech", "Sustainability", "Clean Energy", "Energy"],
  }),
  skill("Supply Chain", {
    aliases: ["Logistics", "Supply Chain Management"],
  }),
  skill("Recruiting", {
    aliases: ["Talent Acquisition", "Hiring", "HR Tech", "HR"],
  }),
  skill("Gaming Industry", {
    aliases: ["Gaming", "Esports"],
    near: ["Game Development"],
  }),
  skill("Media", {
    aliases: ["Journalism", "Publishing", "Media & Entertainment"],
  }),
  skill("Agriculture", { aliases: ["AgTech", "Agritech", "Farming"] }),
  skill("Nonprofit", { aliases: ["Non-profit", "NGO", "Social Impact"] }),
  skill("Travel", { aliases: ["Travel Tech", "Hospitality"] }),
  skill("Mobility", { aliases: ["Automotive", "Autonomous Vehicles"] }),
];
