/** Marketing and growth: acquisition, content, community, sales. */
import { skillsOf, type CatalogueSkill } from "../types";

const skill = skillsOf("Marketing");

export const MARKETING_SKILLS: readonly CatalogueSkill[] = [
  skill("Growth Marketing", {
    aliases: ["Growth", "Growth Hacking", "Growth Marketer"],
    near: ["SEO", "Performance Marketing", "Conversion Rate Optimization"],
  }),
  skill("SEO", {
    aliases: ["Search Engine Optimization", "Technical SEO"],
    near: ["Content Marketing", "App Store Optimization"],
  }),
  skill("SEM", {
    aliases: ["Search Engine Marketing", "PPC", "Paid Search"],
    near: ["Performance Marketing", "SEO"],
  }),
  skill("Google Ads", {
    aliases: ["AdWords", "Google AdWords"],
    implies: ["SEM"],
  }),
  skill("Performance Marketing", {
    aliases: ["Paid Acquisition", "Paid Marketing", "Paid Ads", "Paid Media"],
  }),
  skill("Meta Ads", {
    aliases: ["Facebook Ads", "Instagram Ads"],
    implies: ["Performance Marketing"],
  }),
  skill("LinkedIn Ads", { implies: ["Performance Marketing"] }),
  skill("Affiliate Marketing", { near: ["Performance Marketing"] }),
  skill("Content Marketing", {
    aliases: ["Content Marketer"],
    near: ["Copywriting", "Content Strategy"],
  }),
  skill("Content Strategy", { aliases: ["Editorial Strategy"] }),
  skill("Copywriting", {
    aliases: ["Copy", "Copywriter", "Marketing Copy"],
    near: ["Content Marketing"],
  }),
  skill("Content Creation", {
    aliases: ["Content Creator", "Creator"],
    near: ["Social Media Marketing"],
  }),
  skill("Social Media Marketing", {
    aliases: ["Social Media", "SMM", "Social Media Management"],
    near: ["Community Building", "Influencer Marketing"],
  }),
  skill("Influencer Marketing", { aliases: ["Creator Marketing"] }),
  skill("Community Building", {
    aliases: ["Community Management", "Community", "Community Manager"],
    near: ["Developer Relations", "Event Management"],
  }),
  skill("Developer Relations", {
    aliases: ["DevRel", "Developer Advocacy", "Developer Marketing"],
    near: ["Technical Writing"],
  }),
  skill("Event Management", {
    aliases: ["Events", "Event Planning", "Meetups", "Event Marketing"],
  }),
  skill("Email Marketing", {
    aliases: ["Newsletters", "Email Campaigns", "Newsletter"],
    near: ["Marketing Automation"],
  }),
  skill("Marketing Automation", { near: ["HubSpot", "Workflow Automation"] }),
  skill("CRM", {
    aliases: ["Customer Relationship Management", "CRM Management"],
    near: ["Sales"],
  }),
  skill("HubSpot", { implies: ["CRM"], near: ["Marketing Automation"] }),
  skill("Salesforce", { aliases: ["SFDC"], implies: ["CRM"] }),
  skill("Marketing Analytics", {
    aliases: ["Web Analytics", "Growth Analytics", "Attribution"],
    near: ["Google Analytics", "Data Analysis"],
  }),
  skill("Google Analytics", {
    aliases: ["GA", "GA4", "Google Tag Manager"],
    implies: ["Marketing Analytics"],
  }),
  skill("Conversion Rate Optimization", {
    aliases: ["CRO", "Conversion Optimization", "Landing Page Optimization"],
    near: ["A/B Testing"],
  }),
  skill("Product Marketing", {
    aliases: ["PMM", "Product Marketing Manager"],
    near: ["Go-to-Market", "Brand Strategy"],
  }),
  skill("Go-to-Market", {
    aliases: ["GTM", "Go to Market", "GTM Strategy", "Launch Strategy"],
    near: ["Product Hunt Launch"],
  }),
  skill("Product Hunt Launch", {
    aliases: ["Product Hunt", "Launches"],
  }),
  skill("Brand Strategy", {
    aliases: ["Brand Marketing", "Positioning", "Messaging"],
    near: ["Branding"],
  }),
  skill("Public Relations", {
    aliases: ["PR", "Media Relations", "Press"],
    near: ["Content Marketing"],
  }),
  skill("App Store Optimization", { aliases: ["ASO"] }),
  skill("Market Research", {
    aliases: ["Competitive Analysis", "Market Analysis"],
    near: ["Customer Discovery"],
  }),
  skill("Lead Generation", {
    aliases: ["Lead Gen", "Lead Qualification", "Lead Scoring"],
    near: ["Demand Generation", "Sales"],
  }),
  skill("Demand Generation", { aliases: ["Demand Gen"] }),
  skill("Sales", {
    aliases: ["B2B Sales", "Selling", "Sales Strategy"],
    near: ["Cold Outreach"],
  }),
  skill("Cold Outreach", {
    aliases: ["Outbound", "Cold Email", "Outbound Sales"],
    near: ["Lead Generation"],
  }),
  skill("Partnerships", {
    aliases: ["Business Development", "BD", "BizDev"],
    near: ["Sales"],
  }),
];
