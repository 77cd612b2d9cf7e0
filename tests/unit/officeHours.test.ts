import { describe, expect, it } from 'vitest';
import { officeStatus } from '../../src/content/officeClock';

// Instants in UTC; Potsdam is UTC+1 in winter and UTC+2 in summer.
describe('office status in Potsdam time', () => {
  it('is open on a weekday within 09:00-18:00', () => {
    expect(officeStatus(new Date('2026-11-23T08:30:00Z'))).toEqual({ open: true, closesAt: '18:00' });
  });

  it('is closed before 09:00 local time even when UTC says otherwise', () => {
    expect(officeStatus(new Date('2026-11-23T07:59:00Z'))).toEqual({ open: false });
  });

  it('closes at 18:00 local time, also in summer time', () => {
    expect(officeStatus(new Date('2026-07-15T15:59:00Z'))).toEqual({ open: true, closesAt: '18:00' });
    expect(officeStatus(new Date('2026-07-15T16:00:00Z'))).toEqual({ open: false });
  });

  it('keeps Saturday 10:00-14:00 and Sunday closed', () => {
    expect(officeStatus(new Date('2026-11-21T12:00:00Z'))).toEqual({ open: true, closesAt: '14:00' });
    expect(officeStatus(new Date('2026-11-21T13:00:00Z'))).toEqual({ open: false });
    expect(officeStatus(new Date('2026-11-22T11:00:00Z'))).toEqual({ open: false });
  });
});
