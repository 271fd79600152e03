import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { listOf } from './list-of';
import type { Tag } from '../lib/flag-model';

export interface ContextField {
  name: string;
  description?: string | null;
  stickiness?: boolean;
  legalValues?: Array<{ value: string; description?: string }>;
}

export interface StrategyParameter {
  name: string;
  type: 'string' | 'percentage' | 'list' | 'number' | 'boolean' | string;
  description?: string;
  required?: boolean;
}

export interface StrategyDefinition {
  name: string;
  displayName?: string | null;
  title?: string | null;
  description?: string | null;
  deprecated?: boolean;
  /** false for the built-in strategies (the API refuses to change them). */
  editable?: boolean;
  parameters?: StrategyParameter[];
}

export interface TagType {
  name: string;
  description?: string | null;
  icon?: string | null;
}

export const contextFieldsQuery = queryOptions({
  queryKey: ['context-fields'],
  queryFn: async () => listOf<ContextField>(await api('get', '/api/admin/context'), 'context'),
  staleTime: 5 * 60_000,
});

export const strategyDefinitionsQuery = queryOptions({
  queryKey: ['strategy-definitions'],
  queryFn: async () => listOf<StrategyDefinition>(await api('get', '/api/admin/strategies'), 'strategies'),
  staleTime: 5 * 60_000,
});

export const tagTypesQuery = queryOptions({
  queryKey: ['tag-types'],
  queryFn: async () => listOf<TagType>(await api('get', '/api/admin/tag-types'), 'tagTypes'),
  staleTime: 5 * 60_000,
});

export const tagsQuery = queryOptions({
  queryKey: ['tags'],
  queryFn: async () => listOf<Tag>(await api('get', '/api/admin/tags'), 'tags'),
  staleTime: 60_000,
});
