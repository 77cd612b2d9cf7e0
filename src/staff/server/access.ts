import type { SubmissionRecord } from '../../submissions/storedSubmission';
import type { StaffMember } from './store/StaffStore';

/** Whom the server answers about an entry: the person's role and, for a hiring manager, their openings. */
type Reader = Pick<StaffMember, 'role' | 'jobs'>;
type Entry = Pick<SubmissionRecord, 'kind' | 'job'>;

/**
 * Whether a person may see an entry: its fields, its CV, its trail and its copy. The privacy policy promises
 * that only the people involved in a selection see an application, so a hiring manager sees only the
 * applications for their openings (one sent without an opening is HR's), and a contact person none at all.
 * `councilJobs`: the openings whose works-council window is open now.
 */
export function mayRead(person: Reader, entry: Entry, councilJobs: readonly string[] = []): boolean {
  switch (person.role) {
    case 'admin':
      return true;
    case 'hr':
      return entry.kind === 'application';
    case 'hiring-manager':
      return entry.kind === 'application' && entry.job !== null && person.jobs.includes(entry.job.slug);
    case 'works-council':
      return entry.kind === 'application' && entry.job !== null && councilJobs.includes(entry.job.slug);
    case 'contact':
      return entry.kind === 'contact';
  }
}

/** Whether a person may change an entry (mark, decide, delete, note, reply): the works council only reads. */
export const mayChange = (person: Reader, entry: Entry): boolean =>
  person.role !== 'works-council' && mayRead(person, entry);

/**
 * Whether a person may take an entry's copy (everything stored about the applicant, notes included): the works
 * council reads the application for its say on a hiring, and takes nothing away.
 */
export const mayCopy = (person: Reader, entry: Entry): boolean =>
  person.role !== 'works-council' && mayRead(person, entry);

/**
 * Opening and closing the works council's windows, and the data-protection view (what retention deletes soon,
 * what waits, what applicants asked for): HR's work, and an admin's.
 */
export const isHr = (person: Reader): boolean => person.role === 'hr' || person.role === 'admin';

/**
 * The whole trail (every sign-in with its address, every person's reads) and the people: the admin's. The
 * others see the trail of each entry they may see, on its page.
 */
export const isAdmin = (person: Reader): boolean => person.role === 'admin';
