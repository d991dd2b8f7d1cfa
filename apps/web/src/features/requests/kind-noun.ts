/**
 * A package-service kind's names from its noun ('split'): its member path `/splits` and its title 'Split', as its
 * pages, forms and notices use them.
 */
export const kindPath = (noun: string) => `/${noun}s`;
export const kindTitle = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);
