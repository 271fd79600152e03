import type { TagTypeData } from '@pennant/events';

/** Tag types that exist without an event (ADR 0011): Unleash's `simple`. They can be updated, not deleted. */
export const BUILT_IN_TAG_TYPES: readonly TagTypeData[] = [
  { name: 'simple', description: 'Used to simplify filtering of features', icon: '#', color: '#FFFFFF' },
];

/** The color of a tag type recorded before colors were (Unleash's migration gave existing types white). */
export const colorOf = (type: TagTypeData): string | null => (type.color === undefined ? '#FFFFFF' : type.color);

export const isBuiltInTagType = (name: string): boolean => BUILT_IN_TAG_TYPES.some((t) => t.name === name);
