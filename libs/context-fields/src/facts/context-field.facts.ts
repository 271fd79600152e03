import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ContextFieldResponse } from '../queries/context-field.response';

/** A context field's definition as an export carries it (Unleash's exportResultSchema). */
export interface ContextFieldDefinition {
  name: string;
  description: string | null;
  stickiness: boolean;
  sortOrder: number;
  legalValues: ContextFieldResponse['legalValues'];
}

/**
 * What other nouns ask about context fields, answered from the context-fields read model
 * (rm_context_fields, written by this lib's projection; ADR 0045). Built-in fields are rows only
 * once updated, so a built-in field never changed has no definition here.
 */
@Injectable()
export class ContextFieldFacts {
  constructor(private readonly dataSource: DataSource) {}

  /** The stored definitions of the fields among `names`, by name. */
  async definitionsOf(names: readonly string[]): Promise<ContextFieldDefinition[]> {
    return (await this.dataSource.query(
      `SELECT name, description, stickiness, sort_order AS "sortOrder", legal_values AS "legalValues" FROM rm_context_fields WHERE name = ANY($1::text[]) ORDER BY name`,
      [[...names]],
    )) as ContextFieldDefinition[];
  }
}
