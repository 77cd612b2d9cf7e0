/** The site server block's locations below /api/: what nginx passes to the forms servers, and with which headers. */
import { vitalsEndpoint } from '../../fieldVitals/beacon';
import { applicantPagePrefix, formEndpoints } from '../../submissions/endpoints';
import { githubSignInPath } from '../githubSignIn';
import { securityHeaders } from '../securityHeaders';
import { formsApiPrefix } from './rules';
import { addHeaders, indent } from './nginxSyntax';

/** How nginx passes a request to the forms servers. */
const toFormsServers = [
  'proxy_pass http://globalis_forms;',
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  'proxy_set_header Host $http_host;',
  'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
  'proxy_set_header X-Forwarded-Proto $scheme;',
  'proxy_read_timeout 200s;',
];
/** Both /api/ locations: the server block's security headers replace the forms server's copies. */
const formsProxy = [...toFormsServers, ...Object.keys(securityHeaders).map((name) => `proxy_hide_header ${name};`)];

/**
 * A location whose answers keep the forms server's own headers: one header set here (nginx then adds none of
 * the server block's over them), the forms server's copy of it dropped so it is sent once.
 */
const ownHeaders = (header: string, value: string): string[] => [
  `proxy_hide_header ${header};`,
  ...addHeaders({ [header]: value }),
];

export function apiLocations(): string[] {
  return [
    '# The forms server sends the same security headers: its copies are dropped so each is sent once.',
    "# Uploads stream through: the forms server's own limits (size, slow senders) apply as they arrive.",
    `location ${formsApiPrefix} {`,
    ...indent([...formsProxy, 'proxy_request_buffering off;', 'proxy_next_upstream error timeout;']),
    '}',
    '',
    '# A contact message is small: nginx reads it whole, so a 503 (the server cannot reach its store; nothing',
    '# was stored) is sent on to the next server and counts against max_fails: nginx leaves a server cut off',
    "# from the database. The page's script sends an Idempotency-Key, so a post sent twice is stored once.",
    `location = ${formEndpoints.contact} {`,
    ...indent([
      ...formsProxy,
      'proxy_request_buffering on;',
      'proxy_next_upstream error timeout http_503 non_idempotent;',
    ]),
    '}',
    '',
    "# A consenting visitor's field measurements: no access line (it would keep each visitor's address and",
    '# user agent, which the beacon itself never carries); the forms server logs none either.',
    `location = ${vitalsEndpoint} {`,
    ...indent(['access_log off;', ...formsProxy, 'proxy_request_buffering on;']),
    '}',
    '',
    "# An applicant's private page: its path holds the token that opens the application, so no access line.",
    '# Its own headers (a stricter policy, no referrer, no cache) come from the forms server.',
    `location ^~ ${applicantPagePrefix} {`,
    ...indent([
      'access_log off;',
      ...toFormsServers,
      'proxy_request_buffering on;',
      ...ownHeaders('X-Robots-Tag', 'noindex, nofollow'),
    ]),
    '}',
    '',
    "# The editor's GitHub sign-in: the popup's last page carries its own policy (its one script allowed by its",
    "# hash, the opener kept so the token reaches the editor), which the site's would block; the forms server's",
    '# headers pass as they are. Its address holds the code GitHub sent back: no access line.',
    `location ^~ ${githubSignInPath}/ {`,
    ...indent([
      'access_log off;',
      ...toFormsServers,
      'proxy_request_buffering on;',
      ...ownHeaders('X-Robots-Tag', 'noindex'),
    ]),
    '}',
  ];
}
