/** Development: cloud, DevOps, security and Web3 (its own file for size only). */
import { skillsOf, type CatalogueSkill } from "../types";

const skill = skillsOf("Development");

export const INFRASTRUCTURE_SKILLS: readonly CatalogueSkill[] = [
  // Cloud
  skill("Cloud Computing", {
    aliases: ["Cloud", "Cloud Engineering", "Cloud Infrastructure"],
    near: ["AWS", "GCP", "Azure"],
  }),
  skill("Cloud Architecture", {
    aliases: ["Solutions Architecture", "Cloud Architect"],
    near: ["Cloud Computing", "System Design"],
  }),
  skill("AWS", { aliases: ["Amazon Web Services", "EC2", "S3"] }),
  skill("GCP", {
    aliases: ["Google Cloud", "Google Cloud Platform"],
  }),
  skill("Azure", { aliases: ["Microsoft Azure"] }),
  skill("Serverless", {
    aliases: ["Serverless Functions", "FaaS", "Cloud Functions"],
    near: ["AWS Lambda", "Cloudflare Workers"],
  }),
  skill("AWS Lambda", { aliases: ["Lambda"], implies: ["AWS", "Serverless"] }),
  skill("Cloudflare Workers", {
    aliases: ["Cloudflare", "Workers"],
    implies: ["Serverless"],
  }),
  skill("Vercel", { near: ["Next.js", "Netlify"] }),
  skill("Netlify"),
  skill("Fly.io", { aliases: ["Fly"] }),
  skill("Heroku", { near: ["Render"] }),
  skill("Render"),
  skill("DigitalOcean", { aliases: ["Digital Ocean"] }),

  // DevOps
  skill("DevOps", {
    aliases: ["Dev Ops", "DevOps Engineering", "Platform Engineering"],
    near: ["CI/CD", "SRE", "Docker"],
  }),
  skill("SRE", {
    aliases: ["Site Reliability Engineering", "Reliability Engineering"],
    near: ["Observability"],
  }),
  skill("CI/CD", {
    aliases: [
      "CICD",
      "Continuous Integration",
      "Continuous Delivery",
      "Continuous Deployment",
    ],
  }),
  skill("GitHub Actions", { aliases: ["GHA"], implies: ["CI/CD"] }),
  skill("Jenkins", { implies: ["CI/CD"] }),
  skill("Docker", {
    aliases: ["Containers", "Containerization", "Docker Compose"],
    near: ["Kubernetes"],
  }),
  skill("Kubernetes", {
    aliases: ["k8s", "K8", "EKS", "GKE", "AKS"],
    near: ["Helm"],
  }),
  skill("Helm", { aliases: ["Helm Charts"], implies: ["Kubernetes"] }),
  skill("Infrastructure as Code", {
    aliases: ["IaC", "Infra as Code"],
    near: ["DevOps"],
  }),
  skill("Terraform", {
    aliases: ["OpenTofu", "HCL"],
    implies: ["Infrastructure as Code"],
  }),
  skill("Pulumi", { implies: ["Infrastructure as Code"] }),
  skill("AWS CDK", {
    aliases: ["CDK", "CloudFormation"],
    implies: ["Infrastructure as Code", "AWS"],
  }),
  skill("Ansible", { near: ["Infrastructure as Code"] }),
  skill("Linux", { aliases: ["Unix", "Linux Administration", "Ubuntu"] }),
  skill("Bash", {
    aliases: ["Shell", "Shell Scripting", "Bash Scripting", "Zsh"],
    near: ["Linux"],
  }),
  skill("Nginx", { aliases: ["NGINX Config", "Reverse Proxy"] }),
  skill("Observability", {
    aliases: ["Monitoring", "Logging", "OpenTelemetry"],
    near: ["Prometheus", "Grafana", "Datadog"],
  }),
  skill("Prometheus", { implies: ["Observability"] }),
  skill("Grafana", { implies: ["Observability"] }),
  skill("Datadog", { implies: ["Observability"] }),
  skill("Sentry", { aliases: ["Error Tracking"], near: ["Observability"] }),

  // Security
  skill("Security", {
    aliases: [
      "Cybersecurity",
      "Cyber Security",
      "InfoSec",
      "Information Security",
      "Application Security",
      "AppSec",
    ],
    near: ["SOC 2"],
  }),
  skill("Penetration Testing", {
    aliases: ["Pentesting", "Pen Testing", "Ethical Hacking", "Red Teaming"],
    implies: ["Security"],
  }),
  skill("Cryptography", { aliases: ["Encryption", "Crypto Engineering"] }),

  // Web3
  skill("Blockchain", {
    aliases: ["Blockchain Development", "Distributed Ledger"],
    near: ["Web3"],
  }),
  skill("Web3", {
    aliases: ["Web 3", "Web3 Development", "dApps", "dApp Development"],
    near: ["Smart Contracts"],
  }),
  skill("Smart Contracts", {
    aliases: ["Smart Contract Development", "Smart Contract"],
    implies: ["Blockchain"],
  }),
  skill("Solidity", { implies: ["Smart Contracts", "Ethereum"] }),
  skill("Ethereum", { aliases: ["ETH", "EVM"], implies: ["Blockchain"] }),
  skill("Solana", { implies: ["Blockchain"], near: ["Rust"] }),
  skill("Hardhat", { implies: ["Solidity"], near: ["Foundry"] }),
  skill("Foundry", { implies: ["Solidity"] }),
  skill("DeFi", {
    aliases: ["Decentralized Finance"],
    implies: ["Blockchain"],
  }),
  skill("NFTs", { aliases: ["NFT"], near: ["Web3"] }),
  skill("Ethers.js", {
    aliases: ["ethers", "web3.js", "viem", "wagmi"],
    implies: ["Ethereum", "JavaScript"],
  }),
];
