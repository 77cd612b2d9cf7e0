/**
 * The second look a job opening needs before it is published (JOB_REVIEW=required, the production build): a
 * version of an opening's file goes live only once someone other than its writers put it on the branch. The
 * editor saves an opening on a branch of its own and opens a pull request (Sveltia's editorial workflow, jobs
 * only); publishing it merges that pull request, and the merge commit's author is the person who published it.
 * So, on the branch's first-parent history of the file, a version is approved when the commit that brought it
 * is a merge whose author wrote none of the commits it merged into the file. A later change nobody approved
 * (a direct commit, or a pull request its own writer published) waits: the last approved version stays live
 * meanwhile, or, for an opening never approved, none. Git's author names can be set by anyone with write access
 * to the repository: this keeps an honest team to four eyes, it does not stop a colleague set on going around it.
 */
import { execFileSync } from 'node:child_process';
import { relative } from 'node:path';

/** What the review decided for one file. */
export type ReviewVerdict =
  | { approved: 'current' }
  /** The file's newest version waits; `text` is the newest approved one, if any. */
  | { approved: 'earlier' | 'never'; text?: string | undefined; writtenBy: string };

/** One person as git names them; two names are the same person when the e-mail or the name match. */
interface Person {
  name: string;
  email: string;
}
const samePerson = (a: Person, b: Person): boolean =>
  a.email.trim().toLowerCase() === b.email.trim().toLowerCase() ||
  a.name.trim().toLowerCase() === b.name.trim().toLowerCase();

interface Change {
  commit: string;
  parents: string[];
  author: Person;
}

const field = '\u001f';
const record = '\u001e';

function gitOutput(cwd: string, args: readonly string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function changes(cwd: string, args: readonly string[]): Change[] {
  return gitOutput(cwd, ['log', `--format=%H${field}%P${field}%an${field}%ae${record}`, ...args])
    .split(record)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [commit = '', parents = '', name = '', email = ''] = line.split(field);
      return { commit, parents: parents.split(' ').filter(Boolean), author: { name, email } };
    });
}

/** Whether the change is a merge whose author wrote none of the commits it brought into the file. */
function approvedBy(cwd: string, change: Change, path: string): boolean {
  const [base, merged] = change.parents;
  if (change.parents.length !== 2 || !base || !merged) return false;
  const writers = changes(cwd, [`${base}..${merged}`, '--', path]).map((written) => written.author);
  return writers.length > 0 && !writers.some((writer) => samePerson(writer, change.author));
}

/**
 * The review of the files of the repository that holds `directory` (the content folder), at its checked-out
 * commit. Throws when the folder is not in a git repository: a production build without its history cannot
 * tell reviewed versions from others, and must not guess.
 */
export function gitJobReview(directory: string): (file: string) => ReviewVerdict {
  const top = gitOutput(directory, ['rev-parse', '--show-toplevel']).trim();
  return (file) => {
    const path = relative(top, file).split('\\').join('/');
    const history = changes(top, ['--first-parent', 'HEAD', '--', path]);
    const newest = history[0];
    if (newest && approvedBy(top, newest, path)) return { approved: 'current' };
    const writtenBy = newest?.author.name ?? 'uncommitted';
    const approved = history.slice(1).find((change) => approvedBy(top, change, path));
    if (!approved) return { approved: 'never', writtenBy };
    return { approved: 'earlier', text: gitOutput(top, ['show', `${approved.commit}:${path}`]), writtenBy };
  };
}
