/**
 * THE front matter of the two collections staff edit: news articles (`src/content/news/<slug>.<lang>.md`)
 * and job openings (`src/content/jobs/<slug>.<lang>.md`). The build validates every file with these, and the
 * editor at /admin is configured from them, so a field cannot exist in one and not the other.
 * Each field's `meta` carries the editor's label and hint (English: the editor's own language is English).
 */
import * as z from 'zod';
import { blogCategories, blogTags } from '../blog';
import { sitePlaceIds } from '../places';
import { employmentTypes, salaryUnits } from './jobTerms';

/** A calendar day as staff type it: 2026-11-27. Checked to be a real day, not only the shape. */
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((text) => {
    const day = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
  }, 'is not a real calendar day');

/**
 * When an entry goes live, as staff type it in Potsdam's wall-clock time: 2027-03-02T09:00. Checked to be a real
 * day and time; the build turns it into an instant (publishTime.ts) and leaves the entry out until then.
 */
const publishTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'must be a Potsdam time written YYYY-MM-DDTHH:MM')
  .refine((text) => {
    const moment = new Date(`${text}:00Z`);
    return !Number.isNaN(moment.getTime()) && moment.toISOString().startsWith(text);
  }, 'is not a real day and time')
  .optional()
  .meta({
    title: 'Publish at',
    description:
      'Optional: the entry goes live at this time (Potsdam), by itself within ten minutes; empty: as soon as it is saved',
  });

const line = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

/**
 * Where on the globe an entry belongs: one of the site's places by name (`place: turkey`), or another one by
 * its coordinates and name in the file's language (`place: { lat: 51.34, lon: 12.37, label: Leipzig }`).
 */
const place = z
  .union([
    z.enum(sitePlaceIds),
    z
      .object({
        lat: z.number().min(-90, 'must be between -90 and 90').max(90, 'must be between -90 and 90'),
        lon: z.number().min(-180, 'must be between -180 and 180').max(180, 'must be between -180 and 180'),
        label: line(40),
      })
      .strict(),
  ])
  .optional()
  .meta({
    title: 'Place on the globe',
    description:
      "Optional: shows this entry on the home globe at one of the company's places. For another place, write it in the file as place: { lat: 51.34, lon: 12.37, label: Leipzig } (the label in the file's language)",
  });
export type EntryPlace = NonNullable<z.infer<typeof place>>;

export const newsFrontMatter = z
  .object({
    title: line(120).meta({ title: 'Title' }),
    date: calendarDay.meta({ title: 'Date', description: 'Publication day, YYYY-MM-DD' }),
    updated: calendarDay
      .optional()
      .meta({ title: 'Updated', description: 'Day of the last real change, YYYY-MM-DD (optional)' }),
    summary: line(300).meta({
      title: 'Summary',
      description: 'One or two sentences for the list, feeds and search engines',
    }),
    category: z.enum(blogCategories).meta({ title: 'Category' }),
    tags: z.array(z.enum(blogTags)).default([]).meta({ title: 'Tags' }),
    place,
    publishAt: publishTime,
    draft: z.boolean().optional().meta({ title: 'Draft', description: 'A draft is not published' }),
  })
  .strict()
  .refine((article) => article.updated === undefined || article.updated >= article.date, {
    message: 'updated must not be before date',
    path: ['updated'],
  });
export type NewsFrontMatter = z.infer<typeof newsFrontMatter>;

/** A country as ISO 3166-1 alpha-2 writes it, and one that exists: DE, TR, AZ, AE, QA. */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'must be a two-letter country code (ISO 3166-1) such as DE')
  .refine((code) => regionNames.of(code) !== undefined, 'is not a country code (ISO 3166-1)');

/** Where the company's head office is: the place of work unless an opening names another. */
const headOffice = { locality: 'Potsdam', country: 'DE' } as const;

const salary = z
  .object({
    min: z.number().positive('must be more than 0').meta({ title: 'Minimum' }),
    max: z.number().positive('must be more than 0').meta({ title: 'Maximum' }),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code such as EUR')
      .meta({ title: 'Currency' }),
    unit: z.enum(salaryUnits).meta({ title: 'Per' }),
  })
  .strict()
  .refine((pay) => pay.max >= pay.min, { message: 'max must not be below min', path: ['max'] });

export const jobFrontMatter = z
  .object({
    // AGG §§ 1, 11 and Directive 2023/970, Art. 5(3): a job title names no gender (build/collections/jobTitle.ts checks it).
    title: line(120).meta({
      title: 'Title',
      description:
        'The position, gender-neutral: German titles end in (m/w/d), e.g. Projektleiter Energiehandel (m/w/d); English ones in (m/f/d); Turkish titles are neutral as written',
    }),
    summary: line(300).meta({ title: 'Summary', description: 'One or two sentences for the list and search engines' }),
    location: line(120).meta({
      title: 'Location',
      description: 'As the page shows it, e.g. Potsdam, or Potsdam or Berlin; it must name the town below',
    }),
    // The place of work as search engines read it (JobPosting's jobLocation): the opening's own, not the head
    // office's, so an opening in Istanbul is not declared in Potsdam.
    locality: line(80)
      .default(headOffice.locality)
      .meta({
        title: 'Town or city of work',
        description: `Where the work is, in this file's language, e.g. Berlin or İstanbul; empty: ${headOffice.locality}`,
      }),
    country: countryCode.default(headOffice.country).meta({
      title: 'Country of work',
      description: `Two capital letters (ISO 3166-1): DE Germany, TR Türkiye, AZ Azerbaijan, AE United Arab Emirates, QA Qatar; empty: ${headOffice.country}`,
    }),
    employmentType: z.enum(employmentTypes).meta({ title: 'Employment type' }),
    datePosted: calendarDay.meta({ title: 'Posted on', description: 'YYYY-MM-DD' }),
    validThrough: calendarDay.meta({ title: 'Open until', description: 'Last day applications are taken, YYYY-MM-DD' }),
    salary: salary.meta({
      title: 'Pay range',
      description:
        'Required: applicants are told the pay before the interview (EU Directive 2023/970, Art. 5). Gross pay; for a freelance position (Contractor) the fee before VAT',
    }),
    // Directive 2023/970, Art. 5(1): where a collective agreement sets the pay, the ad names it.
    collectiveAgreement: line(200).optional().meta({
      title: 'Collective agreement',
      description:
        'Only if the company applies one to this position: its name and pay group, e.g. TV-L, Entgeltgruppe 9 (EU Directive 2023/970, Art. 5)',
    }),
    remote: z.boolean().optional().meta({ title: 'Remote work possible' }),
    place,
    publishAt: publishTime,
    draft: z.boolean().optional().meta({ title: 'Draft', description: 'A draft is not published' }),
  })
  .strict()
  .refine((job) => job.validThrough >= job.datePosted, {
    message: 'validThrough must not be before datePosted',
    path: ['validThrough'],
  })
  // The page shows `location`, search engines read `locality`: both must name the same place.
  .superRefine((job, context) => {
    if (!job.location.toLocaleLowerCase().includes(job.locality.toLocaleLowerCase()))
      context.addIssue({
        code: 'custom',
        path: ['location'],
        message: `must name the town or city of work, ${job.locality} (locality)`,
        input: job.location,
      });
  });
export type JobFrontMatter = z.infer<typeof jobFrontMatter>;
