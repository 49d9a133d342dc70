// Job feeds into normalized jobs: connectors, the fetch client, and the normalizers.
export * from './normalized-job.js';
export * from './ingest-source.js';
export * from './connector.js';
export * from './feed.client.js';
export * from './job-draft.js';
export * from './ingest.service.js';
export { greenhouse } from './connectors/greenhouse.connector.js';
export { lever } from './connectors/lever.connector.js';
export { ashby } from './connectors/ashby.connector.js';
export { workable } from './connectors/workable.connector.js';
export { remoteok } from './connectors/remoteok.connector.js';
export { parsePay, parsePayFromTexts, type ParsedPay, type PayParseOptions } from './normalize/pay.parser.js';
export { parseLocation, type ParsedLocation, type LocationFields } from './normalize/location.parser.js';
export {
  parseEligibilityText,
  remoteEligibility,
  eligibilityLabel,
  type EligibilityParts,
} from './normalize/remote-eligibility.parser.js';
export { sanitizeDescription, htmlToText } from './normalize/description-sanitizer.js';
export { categorize, jobTypeOf } from './normalize/category.js';
export { pickTags } from './normalize/tags.js';
export { yearlyUsd, toUsd, EXCHANGE_RATES_AS_OF } from './normalize/money.js';
export { accuracyReport, formatAccuracyReport, type AccuracyReport } from './quality/accuracy.js';
