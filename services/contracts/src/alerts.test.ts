import { describe, expect, it } from 'vitest';
import { ZAlertCriteria, alertSummary } from './alerts.js';

describe('the line an alert is recognised by', () => {
  it('says "remote" once for remote jobs open to a country, as the search page saves them', () => {
    const criteria = ZAlertCriteria.parse({ query: 'kotlin', workSetting: 'remote', openTo: 'DE' });
    expect(alertSummary(criteria)).toBe('“kotlin” · remote, open to DE');
  });

  it('names the work setting when no country is asked', () => {
    expect(alertSummary(ZAlertCriteria.parse({ query: 'kotlin', workSetting: 'hybrid' }))).toBe('“kotlin” · hybrid');
  });
});
