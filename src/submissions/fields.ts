/** The forms' fields and rules without the validation library: what the page needs before a submit. */

import { sitePlaceIds, type PlaceId } from '../content/places';
import { serviceCategories, type ServiceCategory } from '../content/services/categories';
import type { Translate } from '../i18n/translator';
import { jobPresetParam, placePresetParam, servicePresetParam } from '../routes/contactPreset';

/**
 * Service options of the one contact form: the seven categories plus consulting, accessibility (a barrier on this
 * website, reported from the accessibility statement), security (a vulnerability, reported from security.txt) and other.
 */
export const contactServices = [...serviceCategories, 'consulting', 'accessibility', 'security', 'other'] as const;
export type ContactService = (typeof contactServices)[number];

/** The service a page's query asks the contact form to choose, or null when it names none of the options. */
export function presetService(search: string): ContactService | null {
  const requested = new URLSearchParams(search).get(servicePresetParam);
  return contactServices.find((service) => service === requested) ?? null;
}

/** The place a page's query asks the contact form to speak of (`?place=azerbaijan`), or null when it names none of them. */
export function presetPlace(search: string): PlaceId | null {
  const requested = new URLSearchParams(search).get(placePresetParam);
  return sitePlaceIds.find((place) => place === requested) ?? null;
}

/** The service a place's enquiry is about: real estate in the markets abroad; at the head office, the visitor chooses. */
export function placeService(place: PlaceId): ContactService | null {
  return place === 'potsdam' ? null : 'realEstate';
}

/** A category is named by its one name (services.<category>.name); consulting, accessibility, security and other are the form's own words. */
export function isServiceCategory(service: ContactService): service is ServiceCategory {
  return (serviceCategories as readonly string[]).includes(service);
}

/**
 * A contact message's topic by the name the form shows it under, in the translator's language ("energy" →
 * "Energiehandel"): the site's own words, so staff pages and e-mails never spell a service twice. An id the form
 * does not know (an older build's) stays as it was stored.
 */
export function contactServiceName(service: string, t: Translate): string {
  const known = contactServices.find((option) => option === service);
  if (!known) return service;
  return isServiceCategory(known) ? t(`services.${known}.name`) : t(`forms.services.${known}`);
}

export const fieldLimits = { name: 100, email: 254, message: 5000, phone: 40, position: 120, job: 100 } as const;

/** A job opening's slug, as the content collections name it (build/collections/loader.ts). */
export const jobSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The job opening a page's query asks the application form to choose (`?job=<slug>`), or null. */
export function presetJob(search: string): string | null {
  const requested = new URLSearchParams(search).get(jobPresetParam) ?? '';
  return requested.length <= fieldLimits.job && jobSlugPattern.test(requested) ? requested : null;
}

/** The CV: pdf, doc or docx, at most 5 MB (5242880 bytes). */
export const cvRules = { maxBytes: 5_242_880, extensions: ['pdf', 'doc', 'docx'] as const } as const;
export type CvExtension = (typeof cvRules.extensions)[number];

export type FieldErrorCode =
  | 'required'
  | 'tooLong'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'invalidOption'
  | 'invalidCharacters'
  | 'markup'
  | 'invalid'
  | 'cvRequired'
  | 'cvTooLarge'
  | 'cvType'
  | 'cvEmpty'
  | 'jobClosed';

export type ContactField = 'name' | 'email' | 'service' | 'message';
export type ApplicationField = 'name' | 'email' | 'phone' | 'position' | 'job' | 'message' | 'cv';
export type FieldErrors<Field extends string> = Partial<Record<Field, FieldErrorCode>>;

export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isCvExtension(extension: string): extension is CvExtension {
  return (cvRules.extensions as readonly string[]).includes(extension);
}

/** What is wrong with a chosen CV by its name and size, or undefined; the server also checks its bytes. */
export function cvProblem(file: { name: string; size: number } | undefined): FieldErrorCode | undefined {
  if (!file) return 'cvRequired';
  if (file.size > cvRules.maxBytes) return 'cvTooLarge';
  if (!isCvExtension(fileExtension(file.name))) return 'cvType';
  if (file.size === 0) return 'cvEmpty';
  return undefined;
}
