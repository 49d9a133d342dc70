// Skills and ATS keywords we recognize, each with the spellings resumes and job ads use.
// One entry: 'Canonical|alias|alias'. A leading '!' on a spelling makes it case-sensitive,
// for names that are also common words ("Go", "Excel", "R", "REST"). A leading '~' marks
// a practice or soft skill: reported in the ATS match, but prose may mention it freely,
// so the fact guard checks only the tools, technologies and credentials.

export const SKILL_ENTRIES: readonly string[] = [
  // Languages
  'JavaScript|js|ecmascript|es6', 'TypeScript|ts', 'Python|python3', 'Java', '!Go|golang', 'Rust|rustlang', '!C', 'C++|cpp', 'C#|csharp',
  '!R', 'Ruby', 'PHP', 'Kotlin', '!Swift', 'Objective-C', 'Scala', 'Elixir', 'Haskell', 'Perl', 'Bash|shell scripting',
  'PowerShell', 'SQL', 'HTML|html5', 'CSS|css3', 'Sass|scss', 'MATLAB', 'Dart', 'Lua', 'Clojure', 'F#', 'Solidity', 'VBA', 'COBOL',
  'Fortran', 'Julia', 'Groovy', 'Assembly',
  // Frameworks and libraries
  'React|react.js|reactjs', 'React Native', 'Next.js|nextjs', 'Vue.js|vue|vuejs', 'Nuxt', 'Angular|angularjs', 'Svelte', 'Redux',
  'Node.js|!Node|nodejs', '!Express|express.js|expressjs', 'NestJS', 'Django', 'Flask', 'FastAPI', 'Spring|spring boot', 'Ruby on Rails|rails',
  'Laravel', 'ASP.NET|asp.net core', '.NET|dotnet|.net core', 'jQuery', 'Tailwind CSS|tailwind|tailwindcss', 'Bootstrap', 'GraphQL',
  'REST APIs|!REST|rest api|restful|restful apis|rest apis', 'gRPC', 'Flutter', 'SwiftUI', 'Jetpack Compose', 'Unity', 'Unreal Engine',
  'Pandas', 'NumPy', 'scikit-learn|sklearn', 'TensorFlow', 'PyTorch', 'Keras', 'Spark|apache spark|pyspark', 'Hadoop', 'Kafka|apache kafka',
  'Airflow|apache airflow', 'dbt', 'Jupyter', 'OpenCV', 'Hugging Face|huggingface', 'LangChain', 'Selenium', 'Cypress', 'Playwright',
  'Jest', 'Vitest', 'JUnit', 'pytest', 'Mocha', 'Storybook', 'Webpack', 'Vite', 'Prisma', 'Hibernate', 'RabbitMQ', 'Celery',
  // Data stores
  'PostgreSQL|postgres|psql', 'MySQL', 'SQLite', 'SQL Server|mssql|microsoft sql server', 'Oracle', 'MongoDB|mongo', 'Redis',
  'Elasticsearch|elastic search|opensearch', 'Cassandra', 'DynamoDB', 'Snowflake', 'BigQuery', 'Redshift', 'Databricks', 'Neo4j',
  'Firebase', 'Supabase',
  // Cloud and operations
  'AWS|amazon web services', 'Azure|microsoft azure', 'GCP|google cloud|google cloud platform', 'Docker', 'Kubernetes|k8s',
  'Terraform', 'Ansible', '!Chef', '!Puppet', 'Helm', 'CI/CD|continuous integration|continuous delivery|continuous deployment',
  'Jenkins', 'GitHub Actions', 'GitLab CI', 'CircleCI', 'Git', 'GitHub', 'GitLab', 'Linux', 'Unix', 'Nginx', 'Apache', 'Prometheus',
  'Grafana', 'Datadog', 'Splunk', 'New Relic', '~Serverless', 'Lambda|aws lambda', 'EC2', 'S3', 'CloudFormation', '~Microservices|microservice',
  'DevOps', 'SRE|site reliability engineering', '~Observability', '~Networking', 'TCP/IP', 'DNS', '~Load Balancing', '~Caching',
  '~Distributed Systems', '~System Design', '~Cybersecurity|information security|infosec', '~Penetration Testing|pen testing|pentesting',
  'SIEM', 'IAM|identity and access management', 'OAuth', '~Encryption', 'SOC 2|soc2', 'ISO 27001', '~Incident Response',
  // Practice
  '~Agile', 'Scrum', 'Kanban', 'Jira', 'Confluence', '~Unit Testing', '~Test Automation|automated testing', 'TDD|test-driven development',
  '~Code Review|code reviews', '~Performance Optimization|performance tuning', '~Accessibility|a11y|wcag', '~Responsive Design',
  'Object-Oriented Programming|oop', '~Data Structures', '~Algorithms', '~API Design', '~Mobile Development', 'iOS', 'Android',
  '~Machine Learning|ml', '~Deep Learning', 'NLP|natural language processing', '~Computer Vision', 'LLMs|llm|large language models',
  '~Generative AI|genai', '~Statistics|statistical analysis', '~Data Analysis|data analytics', '~Data Visualization|data viz',
  '~Data Modeling', '~Data Engineering', 'ETL|elt', '~Data Pipelines|data pipeline', '~Data Warehousing|data warehouse', 'A/B Testing|ab testing|split testing',
  '~Experimentation', '~Forecasting', '~Predictive Modeling', 'Tableau', 'Power BI|powerbi', 'Looker', '!Excel|microsoft excel|ms excel',
  'Google Sheets', 'Google Analytics|ga4', 'Mixpanel', 'Amplitude',
  // Product, project and management
  '~Product Management', '~Product Strategy', '~Roadmapping|roadmap|roadmaps|product roadmap', '~User Research', '~User Stories',
  '~Prioritization', '~Stakeholder Management|stakeholders|stakeholder communication', 'Go-to-Market|gtm|go to market', 'OKRs|okr',
  'KPIs|kpi', '~Project Management', '~Program Management', 'PMP', '~Budgeting|budget management|budgets', '~Risk Management',
  '~Change Management', '~Vendor Management', '~Process Improvement', '~Lean', 'Six Sigma', '~Strategic Planning', '~Operations Management',
  '~People Management|team management', '~Mentoring|mentorship|coaching', '~Hiring|recruiting|recruitment', '~Cross-functional Collaboration|cross-functional',
  '~Leadership', '~Communication', '~Negotiation', '~Presentation|presentations|public speaking', '~Problem Solving|problem-solving',
  '~Time Management', 'Asana', 'Trello', 'Notion', 'Monday.com', 'Slack', 'Microsoft Office|ms office|office 365|microsoft 365',
  'PowerPoint', '!Word|microsoft word|ms word', 'Outlook', 'Google Workspace|g suite',
  // Design
  'Figma', 'Sketch', 'Adobe XD', 'Photoshop|adobe photoshop', 'Illustrator|adobe illustrator', 'InDesign|adobe indesign',
  'After Effects', 'Premiere Pro', 'Adobe Creative Suite|creative cloud|adobe creative cloud', 'UI Design|ui', 'UX Design|ux|user experience',
  '~Interaction Design', '~Visual Design', '~Wireframing|wireframes', '~Prototyping|prototypes', '~Design Systems|design system',
  '~Usability Testing', '~Typography', '~Branding|brand identity', '~Motion Design', '~3D Modeling', 'AutoCAD', 'SolidWorks', 'Revit',
  // Marketing and content
  'SEO|search engine optimization', 'SEM|search engine marketing', 'PPC|pay-per-click', 'Google Ads|adwords', 'Facebook Ads|meta ads',
  '~Content Marketing', '~Content Strategy', '~Copywriting', '~Email Marketing', 'Marketing Automation', 'HubSpot', 'Marketo', 'Mailchimp',
  '~Social Media|social media marketing', '~Digital Marketing', '~Growth Marketing', '~Product Marketing', '~Brand Strategy', '~Market Research',
  '~Lead Generation', '~Demand Generation', 'Conversion Rate Optimization|cro', '~Campaign Management', '~Public Relations',
  'WordPress', 'Shopify', '~Editing', '~Technical Writing',
  // Sales and customer
  'Salesforce|sfdc', 'CRM', 'B2B', 'B2C', 'SaaS', '~Account Management', '~Business Development', '~Cold Calling', '~Prospecting',
  '~Pipeline Management', '~Sales Forecasting', '~Customer Success', '~Customer Service', '~Customer Support', 'Zendesk',
  'Intercom', 'Freshdesk', '~Ticketing', '~Troubleshooting', '~Onboarding', '~Upselling|upsell', '~Retention|customer retention',
  '~Churn Reduction|churn', '~Enterprise Sales', '~Solution Selling', '~Consultative Selling',
  // Finance and accounting
  '~Financial Modeling', '~Financial Analysis', 'FP&A', '~Accounting', '~Bookkeeping', 'GAAP', 'IFRS', '~Auditing|audit', '~Tax|taxation',
  '~Accounts Payable', '~Accounts Receivable', '~Reconciliation|account reconciliation', 'QuickBooks', 'NetSuite', 'SAP', '~Payroll',
  '~Valuation', 'CPA', 'CFA', '~Treasury', '~Cash Flow', '~Variance Analysis', '~Compliance', 'SOX',
  // People and legal
  '~Talent Acquisition', '~Employee Relations', 'HRIS', 'Workday', 'BambooHR', '~Benefits Administration', '~Compensation',
  '~Performance Management', '~Learning and Development|l&d', '~Diversity and Inclusion|dei|d&i', 'Labor Law|employment law',
  '~Contract Negotiation', '~Contract Drafting|drafting contracts', '~Legal Research', '~Litigation', '~Due Diligence', 'Intellectual Property',
  '~Corporate Law', '~Regulatory Compliance', 'GDPR', 'HIPAA', 'Westlaw', 'LexisNexis',
  // Healthcare
  '~Patient Care', 'EHR|emr|electronic health records', 'Epic', 'Cerner', '~Clinical Research', '~Nursing', 'BLS', 'ACLS', '~Telehealth',
  'Medical Coding', 'ICD-10', '~Care Coordination', '~Triage', 'Pharmacology', 'Phlebotomy',
  // Engineering
  'CAD', 'FEA|finite element analysis', 'CFD', 'PLC', '~Embedded Systems|embedded', '~Firmware', '~PCB Design', 'Verilog', 'VHDL',
  'FPGA', 'Simulink', 'LabVIEW', 'GD&T', '~Root Cause Analysis', '~Quality Assurance|qa', '~Manufacturing', '~Robotics',
  // Administration
  '~Scheduling', '~Calendar Management', '~Data Entry', '~Office Management', '~Travel Coordination|travel arrangements', '~Event Planning',
  '~Record Keeping|records management', '~Procurement', '~Inventory Management', '~Logistics', '~Supply Chain',
];

export interface RoleProfile {
  /** Words in a job title that point at this role (lower case; all must appear). */
  titles: readonly (readonly string[])[];
  keywords: readonly string[];
}

/** What an ATS screening for these roles looks for, in canonical skill names. */
export const ROLE_PROFILES: readonly RoleProfile[] = [
  {
    titles: [['frontend'], ['front-end'], ['front', 'end'], ['react'], ['ui', 'engineer'], ['ui', 'developer'], ['web', 'developer']],
    keywords: ['JavaScript', 'TypeScript', 'React', 'HTML', 'CSS', 'Accessibility', 'Responsive Design', 'REST APIs', 'Git', 'Unit Testing', 'Performance Optimization', 'Next.js', 'Redux', 'Agile'],
  },
  {
    titles: [['backend'], ['back-end'], ['back', 'end'], ['api', 'engineer'], ['platform', 'engineer']],
    keywords: ['Python', 'Java', 'Go', 'Node.js', 'SQL', 'PostgreSQL', 'REST APIs', 'Microservices', 'Docker', 'Kubernetes', 'AWS', 'Distributed Systems', 'System Design', 'CI/CD', 'Git', 'Redis', 'Kafka'],
  },
  {
    titles: [['full', 'stack'], ['full-stack'], ['fullstack']],
    keywords: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'SQL', 'PostgreSQL', 'REST APIs', 'HTML', 'CSS', 'Docker', 'AWS', 'Git', 'CI/CD', 'Unit Testing', 'Agile', 'System Design'],
  },
  {
    titles: [['devops'], ['site', 'reliability'], ['sre'], ['infrastructure', 'engineer'], ['cloud', 'engineer'], ['cloud', 'architect']],
    keywords: ['AWS', 'Azure', 'GCP', 'Kubernetes', 'Docker', 'Terraform', 'CI/CD', 'Linux', 'Bash', 'Python', 'Prometheus', 'Grafana', 'Observability', 'Incident Response', 'Ansible', 'Networking'],
  },
  {
    titles: [['data', 'scientist'], ['machine', 'learning'], ['ml', 'engineer'], ['ai', 'engineer'], ['research', 'scientist']],
    keywords: ['Python', 'SQL', 'Machine Learning', 'Statistics', 'Pandas', 'NumPy', 'scikit-learn', 'TensorFlow', 'PyTorch', 'Deep Learning', 'A/B Testing', 'Data Visualization', 'Spark', 'NLP', 'Experimentation', 'Jupyter'],
  },
  {
    titles: [['data', 'engineer'], ['analytics', 'engineer'], ['etl']],
    keywords: ['Python', 'SQL', 'Spark', 'Airflow', 'Kafka', 'dbt', 'Snowflake', 'BigQuery', 'ETL', 'Data Pipelines', 'Data Modeling', 'Data Warehousing', 'AWS', 'Databricks', 'Scala'],
  },
  {
    titles: [['data', 'analyst'], ['business', 'analyst'], ['bi', 'analyst'], ['analytics'], ['business', 'intelligence']],
    keywords: ['SQL', 'Excel', 'Tableau', 'Power BI', 'Python', 'Data Analysis', 'Data Visualization', 'Statistics', 'Stakeholder Management', 'KPIs', 'Looker', 'A/B Testing', 'Forecasting'],
  },
  {
    titles: [['mobile'], ['ios'], ['android'], ['react', 'native'], ['flutter']],
    keywords: ['Swift', 'Kotlin', 'iOS', 'Android', 'React Native', 'Flutter', 'Mobile Development', 'REST APIs', 'Git', 'Unit Testing', 'CI/CD', 'SwiftUI', 'Agile'],
  },
  {
    titles: [['security'], ['cyber'], ['cybersecurity'], ['penetration'], ['soc', 'analyst']],
    keywords: ['Cybersecurity', 'Penetration Testing', 'SIEM', 'Incident Response', 'IAM', 'Networking', 'Linux', 'Python', 'AWS', 'Compliance', 'SOC 2', 'ISO 27001', 'Encryption', 'Risk Management'],
  },
  {
    titles: [['qa'], ['quality', 'assurance'], ['test', 'engineer'], ['sdet'], ['automation', 'engineer']],
    keywords: ['Test Automation', 'Selenium', 'Cypress', 'Playwright', 'Quality Assurance', 'Unit Testing', 'CI/CD', 'Python', 'JavaScript', 'Jira', 'Agile', 'REST APIs'],
  },
  {
    titles: [['software'], ['developer'], ['programmer'], ['swe'], ['engineer', 'software'], ['coder']],
    keywords: ['Python', 'JavaScript', 'TypeScript', 'Java', 'SQL', 'Git', 'REST APIs', 'AWS', 'Docker', 'CI/CD', 'Unit Testing', 'Agile', 'System Design', 'Microservices', 'Code Review'],
  },
  {
    titles: [['engineering', 'manager'], ['head', 'engineering'], ['vp', 'engineering'], ['cto'], ['tech', 'lead'], ['technical', 'lead']],
    keywords: ['People Management', 'Hiring', 'Mentoring', 'System Design', 'Agile', 'Roadmapping', 'Stakeholder Management', 'Cross-functional Collaboration', 'Leadership', 'Budgeting', 'OKRs', 'Code Review'],
  },
  {
    titles: [['product', 'manager'], ['product', 'owner'], ['product', 'lead'], ['head', 'product'], ['vp', 'product']],
    keywords: ['Product Management', 'Product Strategy', 'Roadmapping', 'User Research', 'Prioritization', 'Stakeholder Management', 'Agile', 'Scrum', 'A/B Testing', 'SQL', 'Jira', 'Go-to-Market', 'OKRs', 'KPIs', 'User Stories', 'Cross-functional Collaboration'],
  },
  {
    titles: [['project', 'manager'], ['program', 'manager'], ['delivery', 'manager'], ['scrum', 'master']],
    keywords: ['Project Management', 'Program Management', 'Agile', 'Scrum', 'Risk Management', 'Stakeholder Management', 'Budgeting', 'Jira', 'Scheduling', 'PMP', 'Change Management', 'Vendor Management', 'Communication'],
  },
  {
    titles: [['designer'], ['ux'], ['ui'], ['design', 'lead'], ['user', 'experience']],
    keywords: ['Figma', 'UX Design', 'UI Design', 'User Research', 'Prototyping', 'Wireframing', 'Design Systems', 'Usability Testing', 'Interaction Design', 'Visual Design', 'Accessibility', 'Sketch', 'Adobe Creative Suite'],
  },
  {
    titles: [['graphic'], ['visual', 'designer'], ['brand', 'designer'], ['art', 'director']],
    keywords: ['Adobe Creative Suite', 'Photoshop', 'Illustrator', 'InDesign', 'Typography', 'Branding', 'Visual Design', 'Figma', 'Motion Design', 'After Effects'],
  },
  {
    titles: [['marketing'], ['growth'], ['seo'], ['content'], ['social', 'media'], ['brand', 'manager'], ['demand', 'generation']],
    keywords: ['Digital Marketing', 'SEO', 'SEM', 'Content Marketing', 'Email Marketing', 'Google Analytics', 'Marketing Automation', 'HubSpot', 'Social Media', 'A/B Testing', 'Campaign Management', 'Lead Generation', 'Copywriting', 'KPIs', 'Market Research', 'Conversion Rate Optimization'],
  },
  {
    titles: [['sales'], ['account', 'executive'], ['business', 'development'], ['sdr'], ['bdr'], ['account', 'manager']],
    keywords: ['Salesforce', 'CRM', 'B2B', 'SaaS', 'Prospecting', 'Pipeline Management', 'Negotiation', 'Account Management', 'Business Development', 'Sales Forecasting', 'Cold Calling', 'Consultative Selling', 'Enterprise Sales'],
  },
  {
    titles: [['customer', 'success'], ['customer', 'support'], ['customer', 'service'], ['support', 'specialist'], ['help', 'desk'], ['support', 'engineer']],
    keywords: ['Customer Service', 'Customer Support', 'Customer Success', 'Zendesk', 'CRM', 'Troubleshooting', 'Ticketing', 'Communication', 'Onboarding', 'Retention', 'Salesforce', 'Problem Solving', 'SaaS'],
  },
  {
    titles: [['accountant'], ['accounting'], ['bookkeeper'], ['controller'], ['auditor']],
    keywords: ['Accounting', 'GAAP', 'Reconciliation', 'Accounts Payable', 'Accounts Receivable', 'QuickBooks', 'NetSuite', 'Excel', 'Auditing', 'Tax', 'Payroll', 'CPA', 'Compliance'],
  },
  {
    titles: [['financial', 'analyst'], ['finance'], ['fp&a'], ['investment'], ['analyst', 'financial'], ['cfo']],
    keywords: ['Financial Modeling', 'Financial Analysis', 'FP&A', 'Excel', 'Forecasting', 'Budgeting', 'Variance Analysis', 'Valuation', 'SQL', 'Power BI', 'GAAP', 'Cash Flow', 'Stakeholder Management'],
  },
  {
    titles: [['recruiter'], ['talent'], ['hr'], ['human', 'resources'], ['people', 'operations'], ['people', 'partner']],
    keywords: ['Talent Acquisition', 'Hiring', 'Employee Relations', 'HRIS', 'Workday', 'Onboarding', 'Performance Management', 'Compensation', 'Benefits Administration', 'Labor Law', 'Diversity and Inclusion', 'Communication'],
  },
  {
    titles: [['lawyer'], ['attorney'], ['counsel'], ['paralegal'], ['legal']],
    keywords: ['Legal Research', 'Contract Drafting', 'Contract Negotiation', 'Litigation', 'Due Diligence', 'Regulatory Compliance', 'Corporate Law', 'Intellectual Property', 'GDPR', 'Westlaw', 'LexisNexis', 'Compliance'],
  },
  {
    titles: [['nurse'], ['rn'], ['nursing'], ['medical'], ['clinical'], ['physician'], ['healthcare'], ['health']],
    keywords: ['Patient Care', 'EHR', 'Epic', 'HIPAA', 'Care Coordination', 'Triage', 'BLS', 'ACLS', 'Clinical Research', 'Telehealth', 'Medical Coding', 'Communication'],
  },
  {
    titles: [['mechanical'], ['electrical'], ['civil'], ['hardware'], ['embedded'], ['manufacturing'], ['firmware']],
    keywords: ['CAD', 'SolidWorks', 'AutoCAD', 'MATLAB', 'Simulink', 'FEA', 'Embedded Systems', 'C', 'C++', 'PCB Design', 'Root Cause Analysis', 'Quality Assurance', 'Manufacturing', 'Six Sigma', 'GD&T'],
  },
  {
    titles: [['administrative'], ['assistant'], ['office', 'manager'], ['receptionist'], ['coordinator'], ['secretary']],
    keywords: ['Microsoft Office', 'Excel', 'Scheduling', 'Calendar Management', 'Data Entry', 'Office Management', 'Travel Coordination', 'Event Planning', 'Record Keeping', 'Communication', 'Google Workspace', 'Customer Service'],
  },
  {
    titles: [['operations'], ['supply', 'chain'], ['logistics'], ['procurement']],
    keywords: ['Operations Management', 'Supply Chain', 'Logistics', 'Procurement', 'Inventory Management', 'Process Improvement', 'Vendor Management', 'Lean', 'Six Sigma', 'Excel', 'KPIs', 'Budgeting'],
  },
];

/** When no profile fits: what nearly every ATS screen rewards. */
export const GENERIC_KEYWORDS: readonly string[] = ['Communication', 'Leadership', 'Problem Solving', 'Project Management', 'Cross-functional Collaboration', 'Microsoft Office'];
