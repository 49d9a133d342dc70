import { describe, expect, it } from 'vitest';
import { copyField, jobCopyRow, JOB_COPY_COLUMNS, tagCopyRows } from './copy-rows.js';
import { generateJobs } from './job-generator.js';

describe('COPY rows', () => {
  it('escapes what COPY text format treats specially and writes NULL as \\N', () => {
    expect(copyField('a\tb\nc\\d\re')).toBe('a\\tb\\nc\\\\d\\re');
    expect(copyField(null)).toBe('\\N');
    expect(copyField(12.5)).toBe('12.5');
  });

  it('writes one line per job with a field for every column, tags named in tag_names', () => {
    const [job] = [...generateJobs({ count: 1, seed: 'rows', firstId: 7 })];
    if (!job) throw new Error('no job');
    const row = jobCopyRow(job);
    expect(row.endsWith('\n')).toBe(true);
    const fields = row.slice(0, -1).split('\t');
    expect(fields).toHaveLength(JOB_COPY_COLUMNS.length);
    expect(fields[JOB_COPY_COLUMNS.indexOf('tag_names')]).toBe(job.tags.map((t) => t.name).join(' '));
    expect(tagCopyRows(job, 100).split('\n')[0]).toBe(`100\t7\t${job.tags[0]?.name}\t${job.tags[0]?.color}\t0`);
  });
});
