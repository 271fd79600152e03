import { constraintProblem, draftValues, fromDraft, isMultiValue, toDraft, type ConstraintDraft } from '../../components/constraints';
import type { Segment, SegmentInput } from '../../api/segments-api';

/** The segment editor's values; `project` '' = a global segment (every project may use it). */
export interface SegmentForm {
  name: string;
  description: string;
  project: string;
  constraints: ConstraintDraft[];
}

export function segmentFormOf(segment: Segment | null): SegmentForm {
  return {
    name: segment?.name ?? '',
    description: segment?.description ?? '',
    project: segment?.project ?? '',
    constraints: (segment?.constraints ?? []).map(toDraft),
  };
}

export function segmentInputOf(form: SegmentForm): SegmentInput {
  return {
    name: form.name.trim(),
    description: form.description.trim() === '' ? null : form.description,
    project: form.project === '' ? null : form.project,
    constraints: form.constraints.map(fromDraft),
  };
}

/** How many values the segment holds, as the API counts them against `segmentValues`. */
export function segmentValueCount(form: Pick<SegmentForm, 'constraints'>): number {
  return form.constraints.reduce((sum, c) => sum + (isMultiValue(c.operator) ? draftValues(c).length : c.value.trim() === '' ? 0 : 1), 0);
}

/** What the API refuses beyond the body's schema: each constraint's values and the segment's value limit. */
export function segmentProblems(form: SegmentForm, segmentValues: number): string[] {
  const problems: string[] = [];
  form.constraints.forEach((c, i) => {
    const problem = constraintProblem(c, segmentValues);
    if (problem) problems.push(`Constraint ${i + 1} (${c.contextName || 'no field'}): ${problem}`);
  });
  const count = segmentValueCount(form);
  if (count > segmentValues) problems.push(`A segment holds at most ${segmentValues} values in all (${count} given).`);
  return problems;
}
