/** A table cell's short form of a long text (docs/product-spec.md §9 "Lists truncate text"). */
export function truncate(text: string, maxChars: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > maxChars ? `${flat.slice(0, maxChars)}…` : flat;
}
