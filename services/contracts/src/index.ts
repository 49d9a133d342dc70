// Contracts of every /api request and response, shared by the frontend and the services.
export * from './errors.js';
export * from './countries.js';
export * from './remote-eligibility.js';
export * from './jobs.js';
export * from './pay-text.js';
export * from './alerts.js';
export * from './newsletter.js';
export * from './routes.js';
export * from './search.js';
export * from './optimize.js';
export * from './resume-changes.js';
export * from './payment.js';
export * from './privacy.js';
export * from './text.js';
