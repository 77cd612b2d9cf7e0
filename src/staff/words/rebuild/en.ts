/** The website's rebuild, as the inbox shows it (client/RebuildPanel.tsx). */
export const rebuildEn = {
  heading: 'Website',
  live: 'The website shows the state of {{time}}: {{what}} by {{author}}.',
  none: 'No rebuild of the website has been recorded yet.',
  waiting: 'A change is waiting to be published: the rebuild starts within a few minutes.',
  building: 'The website is being rebuilt: {{step}} (since {{time}}). New content is usually live within ten minutes.',
  failed:
    'The rebuild of {{time}} failed while {{step}}: the website has not changed. Whoever looks after the website has been told by e-mail.',
  failedWhat: 'It was building {{what}} by {{author}}.',
  log: 'The last lines of the build log',
  start: 'Rebuild the website now',
  requested: 'The rebuild has been requested.',
  forbidden: 'Only an administrator may start a rebuild.',
  steps: {
    fetch: 'fetching the changes',
    install: 'installing',
    build: 'building the pages',
    switch: 'putting the new version live',
  },
  entry: {
    news: 'the article “{{slug}}”',
    jobs: 'the job opening “{{slug}}”',
  },
};
