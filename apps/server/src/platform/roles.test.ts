import { describe, expect, it } from 'vitest';
import { parseRoles } from './roles';

describe('process roles', () => {
  it('runs every role in one process by default', () => {
    expect(parseRoles(['node', 'main.js'], undefined)).toEqual(['web', 'worker', 'im']);
    expect(parseRoles([], ' ')).toEqual(['web', 'worker', 'im']);
  });

  it('takes --role from the command line before ROLES from the environment', () => {
    expect(parseRoles(['node', 'main.js', '--role', 'worker'], 'web')).toEqual(['worker']);
    expect(parseRoles(['node', 'main.js', '--role=web'], undefined)).toEqual(['web']);
    expect(parseRoles([], 'worker, web')).toEqual(['web', 'worker']);
    expect(parseRoles([], 'im')).toEqual(['im']);
  });

  it('refuses an unknown role and names it', () => {
    expect(() => parseRoles(['--role', 'web,cron'], undefined)).toThrow('Unknown process role cron');
  });
});
