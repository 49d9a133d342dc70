import { describe, expect, it } from 'vitest';
import { accuracyReport, formatAccuracyReport, loadEligibilityCases, loadPayCases } from './accuracy.js';

describe('parser accuracy on the collected strings', () => {
  const report = accuracyReport();
  // Printed so a run shows the figures and every miss, not just pass or fail.
  console.log(formatAccuracyReport(report));

  it('collects at least 200 pay strings and 100 location strings', () => {
    expect(loadPayCases().length).toBeGreaterThanOrEqual(200);
    expect(loadEligibilityCases().length).toBeGreaterThanOrEqual(100);
  });

  it('reads pay right on at least 97 % of the pay strings', () => {
    expect(report.pay.accuracy).toBeGreaterThanOrEqual(0.97);
  });

  it('reads remote eligibility right on at least 97 % of the location strings', () => {
    expect(report.eligibility.accuracy).toBeGreaterThanOrEqual(0.97);
  });

  it('counts a wrong answer as a miss and shows it', () => {
    const wrong = accuracyReport({
      pay: [{ input: '$100k', expected: { min: 1, max: 1, currency: 'USD', period: 'year' } }],
      eligibility: [],
    });
    expect(wrong.pay).toMatchObject({ total: 1, correct: 0, accuracy: 0 });
    expect(formatAccuracyReport(wrong)).toContain('miss "$100k"');
  });
});
