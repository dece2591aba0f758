/** Data: databases, vector stores, analytics, pipelines and warehouses. */
import { skillsOf, type CatalogueSkill } from "../types";

const skill = skillsOf("Data");

export const DATA_SKILLS: readonly CatalogueSkill[] = [
  // Analysis
  skill("Data Science", {
    aliases: ["DS"],
    near: ["Data Analysis", "Statistics"],
  }),
  skill("Data Analysis", {
    aliases: ["Data Analytics", "Analytics", "Data Analyst"],
    near: ["Data Visualization", "SQL"],
  }),
  skill("Statistics", {
    aliases: ["Stats", "Statistical Modeling", "Statistical Analysis"],
    near: ["R"],
  }),
  skill("Data Visualization", {
    aliases: ["Data Viz", "Dashboards"],
    near: ["Business Intelligence"],
  }),
  skill("Business Intelligence", {
    aliases: ["BI", "BI Reporting"],
    near: ["Data Analysis"],
  }),
  skill("Tableau", { implies: ["Data Visualization"] }),
  skill("Power BI", {
    aliases: ["PowerBI", "Microsoft Power BI"],
    implies: ["Data Visualization"],
  }),
  skill("Looker", { implies: ["Business Intelligence"] }),
  skill("Looker Studio", {
    aliases: ["Google Data Studio", "Data Studio"],
    implies: ["Data Visualization"],
  }),
  skill("Metabase", { implies: ["Business Intelligence"] }),
  skill("Pandas", { implies: ["Python"], near: ["NumPy", "Data Analysis"] }),
  skill("NumPy", { implies: ["Python"] }),
  skill("Polars", { near: ["Pandas"] }),
  skill("Jupyter", {
    aliases: ["Jupyter Notebooks", "JupyterLab", "Notebooks"],
    near: ["Python", "Data Science"],
  }),
  skill("R", {
    aliases: ["R Language", "RStudio", "R Programming"],
    near: ["Statistics"],
  }),
  skill("Excel", {
    aliases: ["Microsoft Excel", "Spreadsheets"],
    near: ["Google Sheets", "Data Analysis"],
  }),
  skill("Google Sheets", { aliases: ["Sheets"] }),
  skill("Data Labeling", {
    aliases: ["Data Annotation", "Annotation", "Labeling"],
    near: ["Synthetic Data", "Model Evaluation"],
  }),
  skill("Synthetic Data", {
    aliases: ["Synthetic Data Generation"],
  }),
  skill("Web Scraping", {
    aliases: ["Scraping", "Web Crawling", "Crawling"],
    near: ["Data Engineering", "Python"],
  }),
  skill("Data Governance", {
    aliases: ["Data Quality", "Data Management"],
    near: ["Data Engineering", "GDPR Compliance"],
  }),

  // Engineering and warehouses
  skill("Data Engineering", {
    aliases: ["DE", "Data Engineer"],
    near: ["ETL", "Apache Spark"],
  }),
  skill("ETL", {
    aliases: ["ELT", "Data Pipelines", "Data Pipeline", "Data Integration"],
    near: ["Apache Airflow", "dbt"],
  }),
  skill("Apache Airflow", {
    aliases: ["Airflow"],
    implies: ["Python"],
    near: ["ETL", "Dagster"],
  }),
  skill("Dagster", { implies: ["Python"], near: ["ETL"] }),
  skill("dbt", {
    aliases: ["data build tool", "dbt Core"],
    implies: ["SQL"],
    near: ["Data Warehousing"],
  }),
  skill("Apache Spark", {
    aliases: ["Spark", "PySpark"],
    near: ["Databricks", "Big Data"],
  }),
  skill("Big Data", { aliases: ["Hadoop"], near: ["Data Engineering"] }),
  skill("Databricks", { near: ["Snowflake"] }),
  skill("Data Warehousing", {
    aliases: ["Data Warehouse", "Data Lakehouse", "Data Lake"],
    implies: ["SQL"],
  }),
  skill("Snowflake", { implies: ["Data Warehousing"], near: ["BigQuery"] }),
  skill("BigQuery", {
    aliases: ["Google BigQuery"],
    implies: ["Data Warehousing"],
    near: ["GCP"],
  }),
  skill("Amazon Redshift", {
    aliases: ["Redshift", "AWS Redshift"],
    implies: ["Data Warehousing"],
    near: ["AWS"],
  }),
  skill("Apache Kafka", {
    aliases: ["Kafka"],
    near: ["Stream Processing"],
  }),
  skill("Stream Processing", {
    aliases: ["Streaming Data", "Real-time Data", "Event Streaming"],
  }),
  skill("Apache Flink", {
    aliases: ["Flink"],
    implies: ["Stream Processing"],
  }),

  // Databases
  skill("SQL", { aliases: ["Structured Query Language", "SQL Queries"] }),
  skill("PostgreSQL", {
    aliases: ["Postgres", "psql", "PG", "Postgre SQL"],
    implies: ["SQL"],
    near: ["MySQL"],
  }),
  skill("MySQL", { aliases: ["MariaDB"], implies: ["SQL"] }),
  skill("SQLite", { implies: ["SQL"] }),
  skill("Microsoft SQL Server", {
    aliases: ["SQL Server", "MSSQL", "T-SQL"],
    implies: ["SQL"],
  }),
  skill("NoSQL", { aliases: ["Non-relational Databases"] }),
  skill("MongoDB", { aliases: ["Mongo", "Mongoose"], implies: ["NoSQL"] }),
  skill("Redis", { aliases: ["Valkey"], near: ["NoSQL"] }),
  skill("DynamoDB", {
    aliases: ["AWS DynamoDB", "Amazon DynamoDB"],
    implies: ["NoSQL", "AWS"],
  }),
  skill("Apache Cassandra", { aliases: ["Cassandra"], implies: ["NoSQL"] }),
  skill("Elasticsearch", {
    aliases: ["Elastic", "OpenSearch", "ELK"],
    near: ["Semantic Search"],
  }),
  skill("Graph Databases", {
    aliases: ["Graph DB", "Graph Database"],
    near: ["Knowledge Graphs"],
  }),
  skill("Neo4j", { aliases: ["Cypher"], implies: ["Graph Databases"] }),
  skill("Knowledge Graphs", {
    aliases: ["Knowledge Graph", "KG", "GraphRAG"],
    near: ["RAG"],
  }),

  // Vector stores
  skill("Vector Databases", {
    aliases: [
      "Vector DB",
      "Vector Database",
      "Vector Store",
      "Vector Search",
      "Vector Stores",
    ],
    near: ["Embeddings"],
  }),
  skill("Pinecone", { implies: ["Vector Databases"] }),
  skill("Weaviate", { implies: ["Vector Databases"] }),
  skill("Qdrant", { implies: ["Vector Databases"] }),
  skill("Chroma", { aliases: ["ChromaDB"], implies: ["Vector Databases"] }),
  skill("Milvus", { aliases: ["Zilliz"], implies: ["Vector Databases"] }),
  skill("pgvector", { implies: ["Vector Databases", "PostgreSQL"] }),
  skill("FAISS", { implies: ["Vector Databases"] }),
];
