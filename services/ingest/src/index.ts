// Job feeds into normalized jobs (connectors, the fetch client, the normalizers) and into the
// database (runs of configured sources, the feed writer, the sources file).
export * from './normalized-job.js';
export * from './ingest-source.js';
export * from './connector.js';
export * from './feed.client.js';
export * from './job-draft.js';
export * from './ingest.service.js';
export * from './ingest-run.service.js';
export * from './ingest-run.store.js';
export * from './feed-jobs.writer.js';
export * from './opening-keys.js';
export * from './sources-file.js';
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
