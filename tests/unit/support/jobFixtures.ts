/**
 * The sample's job openings (tests/fixtures/content, loaded by ./fixtureCollections.ts): one open,
 * it-support-specialist (en and de, until 2099), and one closed, energy-trader-2025 (ended 2025-12-31: in
 * no index, on no page).
 */
export const openJobSlug = 'it-support-specialist';
export const closedJobSlug = 'energy-trader-2025';
