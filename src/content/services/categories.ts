/** The seven fields of business, in the order the site lists them: content's own list, which the route table reads. */
export const serviceCategories = ['it', 'energy', 'realEstate', 'hr', 'networking', 'rd', 'greenEnergy'] as const;
export type ServiceCategory = (typeof serviceCategories)[number];
