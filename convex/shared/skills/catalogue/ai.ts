/** AI and machine learning: models, LLMs, agents, retrieval, speech and vision. */
import { skillsOf, type CatalogueSkill } from "../types";

const skill = skillsOf("AI");

export const AI_SKILLS: readonly CatalogueSkill[] = [
  // Foundations
  skill("Machine Learning", {
    aliases: ["ML", "Machine Learning Engineering"],
    near: ["Deep Learning", "Data Science", "Statistics"],
  }),
  skill("Deep Learning", {
    aliases: ["DL", "Neural Networks"],
    implies: ["Machine Learning"],
  }),
  skill("PyTorch", {
    aliases: ["Torch"],
    implies: ["Python", "Deep Learning"],
  }),
  skill("TensorFlow", {
    aliases: ["TF"],
    implies: ["Python", "Deep Learning"],
    near: ["Keras"],
  }),
  skill("Keras", { implies: ["Python", "Deep Learning"] }),
  skill("JAX", { implies: ["Python", "Deep Learning"] }),
  skill("scikit-learn", {
    aliases: ["sklearn", "scikit learn"],
    implies: ["Python", "Machine Learning"],
    near: ["Pandas"],
  }),
  skill("XGBoost", {
    implies: ["Machine Learning"],
    near: ["LightGBM", "scikit-learn"],
  }),
  skill("LightGBM", { implies: ["Machine Learning"] }),
  skill("Hugging Face", {
    aliases: ["HuggingFace", "HF", "Hugging Face Transformers", "Transformers"],
    implies: ["Python"],
    near: ["LLMs", "Fine-tuning LLMs", "PyTorch"],
  }),
  skill("Reinforcement Learning", {
    aliases: ["RL"],
    implies: ["Machine Learning"],
  }),
  skill("Graph Neural Networks", {
    aliases: ["GNN", "GNNs"],
    implies: ["Deep Learning"],
  }),
  skill("Time Series Forecasting", {
    aliases: ["Forecasting", "Time Series"],
    implies: ["Machine Learning"],
  }),
  skill("Anomaly Detection", { implies: ["Machine Learning"] }),
  skill("Feature Engineering", {
    implies: ["Machine Learning"],
    near: ["Data Science"],
  }),
  skill("Recommendation Systems", {
    aliases: ["Recommender Systems", "RecSys", "Recommendations"],
    implies: ["Machine Learning"],
    near: ["Information Retrieval", "Embeddings"],
  }),
  skill("AI Research", {
    aliases: ["ML Research", "Deep Learning Research"],
    near: ["Deep Learning"],
  }),
  skill("Edge AI", {
    aliases: ["TinyML", "On-device ML", "On-device AI"],
    implies: ["Machine Learning"],
    near: ["Embedded Systems"],
  }),

  // Language models
  skill("LLMs", {
    aliases: [
      "LLM",
      "Large Language Models",
      "Large Language Model",
      "Language Models",
    ],
    near: ["Prompt Engineering", "RAG", "Generative AI"],
  }),
  skill("Generative AI", {
    aliases: ["GenAI", "Gen AI", "Generative Artificial Intelligence"],
    near: ["Diffusion Models"],
  }),
  skill("Fine-tuning LLMs", {
    aliases: [
      "LLM fine-tuning",
      "Fine-tuning",
      "LLM Finetuning",
      "Finetuning LLMs",
      "Model Fine-tuning",
    ],
    implies: ["LLMs", "Python"],
    near: ["Hugging Face"],
  }),
  skill("LoRA", {
    aliases: ["QLoRA", "PEFT"],
    implies: ["Fine-tuning LLMs"],
  }),
  skill("RLHF", {
    aliases: ["Reinforcement Learning from Human Feedback", "DPO"],
    implies: ["Fine-tuning LLMs", "Reinforcement Learning"],
  }),
  skill("Prompt Engineering", {
    aliases: ["Prompting", "Prompt Design"],
    near: ["LLMs"],
  }),
  skill("NLP", {
    aliases: ["Natural Language Processing"],
    implies: ["Machine Learning"],
    near: ["LLMs"],
  }),
  skill("Clinical NLP", {
    aliases: ["Medical NLP", "Healthcare NLP"],
    implies: ["NLP"],
    near: ["Healthcare"],
  }),
  skill("OpenAI API", {
    aliases: ["OpenAI", "GPT API", "ChatGPT API", "GPT-4", "GPT"],
    implies: ["LLMs"],
    near: ["Anthropic API", "Gemini API"],
  }),
  skill("Anthropic API", {
    aliases: ["Claude API", "Claude", "Anthropic"],
    implies: ["LLMs"],
  }),
  skill("Gemini API", {
    aliases: ["Google Gemini", "Gemini"],
    implies: ["LLMs"],
  }),
  skill("Azure OpenAI", { implies: ["Azure", "LLMs"] }),
  skill("Amazon Bedrock", {
    aliases: ["AWS Bedrock", "Bedrock"],
    implies: ["AWS", "LLMs"],
  }),
  skill("Local LLMs", {
    aliases: ["Self-hosted LLMs", "Open-source LLMs", "llama.cpp"],
    implies: ["LLMs"],
    near: ["Ollama", "vLLM"],
  }),
  skill("Ollama", { implies: ["Local LLMs"] }),
  skill("vLLM", { implies: ["Model Serving"], near: ["Local LLMs"] }),
  skill("LLM Evaluation", {
    aliases: ["LLM Evals", "Evals", "AI Evaluation"],
    implies: ["LLMs"],
    near: ["Model Evaluation"],
  }),
  skill("Model Evaluation", {
    aliases: ["Model Evals", "ML Evaluation", "Model Validation"],
    near: ["Machine Learning"],
  }),
  skill("AI Safety", {
    aliases: ["AI Alignment", "Alignment"],
    near: ["LLM Evaluation", "Responsible AI"],
  }),
  skill("Responsible AI", {
    aliases: ["AI Ethics", "Ethical AI", "AI Governance"],
  }),
  skill("Guardrails", {
    aliases: ["LLM Guardrails", "Content Moderation AI"],
    implies: ["LLMs"],
    near: ["AI Safety"],
  }),

  // Retrieval and agents
  skill("RAG", {
    aliases: [
      "Retrieval-Augmented Generation",
      "Retrieval Augmented Generation",
    ],
    implies: ["LLMs"],
    near: ["Vector Databases", "Embeddings", "Semantic Search"],
  }),
  skill("Embeddings", {
    aliases: ["Text Embeddings", "Vector Embeddings"],
    near: ["Vector Databases", "Semantic Search"],
  }),
  skill("Semantic Search", {
    aliases: ["Neural Search"],
    near: ["Information Retrieval"],
  }),
  skill("Information Retrieval", {
    aliases: ["IR", "Search Relevance", "Search Ranking"],
    near: ["Elasticsearch"],
  }),
  skill("LangChain", {
    implies: ["LLMs"],
    near: ["RAG", "LlamaIndex"],
  }),
  skill("LlamaIndex", {
    aliases: ["Llama Index", "GPT Index"],
    implies: ["LLMs"],
    near: ["RAG"],
  }),
  skill("LangGraph", { implies: ["LangChain", "AI Agents"] }),
  skill("AI Agents", {
    aliases: [
      "Agents",
      "Agentic AI",
      "LLM Agents",
      "Autonomous Agents",
      "Agent Development",
    ],
    implies: ["LLMs"],
    near: ["Tool Calling", "Workflow Automation"],
  }),
  skill("Multi-Agent Systems", {
    aliases: ["Multi-Agent", "Multi-agent Orchestration"],
    implies: ["AI Agents"],
  }),
  skill("CrewAI", { implies: ["AI Agents", "Python"] }),
  skill("AutoGen", { implies: ["AI Agents", "Python"] }),
  skill("Tool Calling", {
    aliases: ["Function Calling", "Tool Use"],
    implies: ["LLMs"],
  }),
  skill("MCP", {
    aliases: ["Model Context Protocol", "MCP Servers"],
    near: ["AI Agents", "Tool Calling"],
  }),
  skill("Conversational AI", {
    aliases: ["Chatbots", "Chatbot Development", "Chatbot"],
    near: ["LLMs", "Conversational UX", "Voice AI"],
  }),

  // Speech, vision, multimodal
  skill("Speech-to-Text", {
    aliases: ["STT", "ASR", "Speech Recognition", "Whisper"],
    near: ["Text-to-Speech", "Voice AI"],
  }),
  skill("Text-to-Speech", {
    aliases: ["TTS", "Speech Synthesis", "Voice Cloning"],
    near: ["Voice AI"],
  }),
  skill("Voice AI", {
    aliases: ["Voice Agents", "Voice Assistants", "Voice Apps"],
  }),
  skill("Computer Vision", {
    aliases: ["CV", "Image Recognition"],
    implies: ["Machine Learning"],
    near: ["Multimodal AI"],
  }),
  skill("OpenCV", { implies: ["Computer Vision"] }),
  skill("Object Detection", {
    aliases: ["YOLO"],
    implies: ["Computer Vision"],
  }),
  skill("OCR", {
    aliases: ["Optical Character Recognition", "Document AI"],
    near: ["Computer Vision"],
  }),
  skill("Diffusion Models", {
    aliases: ["Stable Diffusion", "Image Generation", "Text-to-Image"],
    implies: ["Deep Learning"],
    near: ["Midjourney"],
  }),
  skill("Multimodal AI", {
    aliases: ["Multimodal", "Vision-Language Models", "VLMs"],
    near: ["LLMs"],
  }),

  // MLOps
  skill("MLOps", {
    aliases: ["ML Ops", "ML Infrastructure", "ML Platform"],
    near: ["Model Serving", "Experiment Tracking", "Kubernetes"],
  }),
  skill("LLMOps", {
    aliases: ["LLM Ops"],
    implies: ["LLMs"],
    near: ["MLOps", "LLM Observability"],
  }),
  skill("Model Serving", {
    aliases: ["Model Deployment", "Model Inference", "Inference Serving"],
    near: ["ONNX"],
  }),
  skill("Model Optimization", {
    aliases: ["Quantization", "Model Compression", "Distillation"],
    near: ["Model Serving", "Deep Learning"],
  }),
  skill("Experiment Tracking", { near: ["MLOps"] }),
  skill("MLflow", { implies: ["Experiment Tracking"], near: ["MLOps"] }),
  skill("Weights & Biases", {
    aliases: ["W&B", "wandb"],
    implies: ["Experiment Tracking"],
  }),
  skill("Kubeflow", { implies: ["MLOps", "Kubernetes"] }),
  skill("Ray", { implies: ["Python"], near: ["Model Serving"] }),
  skill("ONNX", { aliases: ["ONNX Runtime"] }),
  skill("CUDA", {
    aliases: ["GPU Programming"],
    near: ["Deep Learning", "C++"],
  }),
  skill("Amazon SageMaker", {
    aliases: ["SageMaker", "AWS SageMaker"],
    implies: ["AWS"],
    near: ["MLOps"],
  }),
  skill("Vertex AI", {
    aliases: ["Google Vertex AI"],
    implies: ["GCP"],
    near: ["MLOps"],
  }),
  skill("LLM Observability", {
    aliases: ["AI Observability", "LLM Monitoring"],
  }),
  skill("LangSmith", {
    implies: ["LLM Observability"],
    near: ["LangChain"],
  }),
  skill("Langfuse", { implies: ["LLM Observability"] }),
];
