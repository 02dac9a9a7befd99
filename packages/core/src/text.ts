/** Accent- and case-free form used for search and uniqueness (DynamoDB has no collation). */
export function normalizeText(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
