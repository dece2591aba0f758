/**
 * The shape of a catalogue entry (see catalogue.ts for what each field means).
 * Its own module so the per-category data files and the catalogue that joins
 * them both import it without importing each other.
 */
import type { SkillCategory } from "./categories";

export type CatalogueSkill = {
  name: string;
  category: SkillCategory;
  aliases?: readonly string[];
  implies?: readonly string[];
  near?: readonly string[];
};

type Relations = Omit<CatalogueSkill, "name" | "category">;

/** Entries of one category, written as `skill("PyTorch", { implies: [...] })`. */
export function skillsOf(category: SkillCategory) {
  return (name: string, relations: Relations = {}): CatalogueSkill => ({
    name,
    category,
    ...relations,
  });
}
