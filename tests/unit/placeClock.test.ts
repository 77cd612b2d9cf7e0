/**
 * The hour at the company's places (content/placeClock.ts): each place's wall clock as Intl reads its time zone, and
 * the head office's working hours told on a market's clock, which Potsdam's summer time moves by an hour.
 */
import { describe, expect, it } from 'vitest';
import { company } from '../../src/content/company';
import { officeHoursAt, shiftTime, wallClock } from '../../src/content/placeClock';
import { placeTimeZones, sitePlaceIds } from '../../src/content/places';
import { placePreset } from '../../src/routes/contactPreset';
import { placeService, presetPlace } from '../../src/submissions/fields';

const winter = new Date('2026-01-15T10:30:00Z'); // a Thursday
const summer = new Date('2026-07-15T10:30:00Z'); // a Wednesday

describe('a place’s clock', () => {
  it('keeps the head office on the company’s time zone, and each market on its own', () => {
    expect(placeTimeZones.potsdam).toBe(company.timeZone);
    expect(sitePlaceIds.map((place) => placeTimeZones[place])).toEqual([
      'Europe/Berlin',
      'Europe/Istanbul',
      'Asia/Baku',
      'Asia/Dubai',
      'Asia/Qatar',
    ]);
  });

  it('reads the hour, weekday and offset there', () => {
    expect(wallClock(winter, 'Europe/Berlin')).toEqual({ weekday: 4, time: '11:30', offsetMinutes: 60 });
    expect(wallClock(summer, 'Europe/Berlin')).toEqual({ weekday: 3, time: '12:30', offsetMinutes: 120 });
    expect(wallClock(winter, 'Asia/Baku')).toEqual({ weekday: 4, time: '14:30', offsetMinutes: 240 });
    expect(wallClock(winter, 'Asia/Qatar').time).toBe('13:30');
    // Past midnight there, still the day before in Potsdam.
    expect(wallClock(new Date('2026-01-15T21:10:00Z'), 'Asia/Dubai')).toMatchObject({ weekday: 5, time: '01:10' });
  });

  it('agrees with Intl for every place at any minute', () => {
    const now = new Date();
    for (const place of sitePlaceIds) {
      const expected = new Intl.DateTimeFormat('en-GB', {
        timeZone: placeTimeZones[place],
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(now);
      expect(wallClock(now, placeTimeZones[place]).time, place).toBe(expected);
    }
  });

  it('moves a time on a 24-hour clock', () => {
    expect(shiftTime('09:00', 180)).toBe('12:00');
    expect(shiftTime('18:00', -60)).toBe('17:00');
    expect(shiftTime('22:30', 120)).toBe('00:30');
  });

  it('tells Potsdam’s working hours on a market’s clock, an hour less in Potsdam’s summer', () => {
    const local = (now: Date) => officeHoursAt('azerbaijan', now).map((row) => row.local);
    expect(local(winter)).toEqual([['12:00', '21:00'], ['13:00', '17:00'], null]);
    expect(local(summer)).toEqual([['11:00', '20:00'], ['12:00', '16:00'], null]);
    expect(officeHoursAt('qatar', winter).map((row) => row.local)).toEqual([
      ['11:00', '20:00'],
      ['12:00', '16:00'],
      null,
    ]);
    expect(officeHoursAt('potsdam', summer).map((row) => row.local)).toEqual([
      ['09:00', '18:00'],
      ['10:00', '14:00'],
      null,
    ]);
  });
});

describe('the contact form about a place', () => {
  it('takes only a place’s id from the address, and asks about real estate abroad', () => {
    expect(presetPlace(new URLSearchParams(placePreset('azerbaijan')).toString())).toBe('azerbaijan');
    expect(presetPlace('?place=atlantis')).toBeNull();
    expect(presetPlace('?place=Call%200800%20now')).toBeNull();
    expect(presetPlace('')).toBeNull();
    expect(placeService('qatar')).toBe('realEstate');
    expect(placeService('potsdam')).toBeNull();
  });
});
