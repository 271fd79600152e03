import type { EventSubject } from './common';
import type { StrategyData } from './feature.payloads';

export type ProjectMode = 'open' | 'protected' | 'private';

export interface ProjectData {
  id: string;
  name: string;
  description: string | null;
  mode: ProjectMode;
  defaultStickiness: string;
  featureLimit?: number | null;
}

interface ProjectSubject extends EventSubject {
  project: string;
}

export interface ProjectCreatedPayload extends ProjectSubject {
  data: ProjectData;
}
export interface ProjectUpdatedPayload extends ProjectSubject {
  data: ProjectData;
  preData: ProjectData;
}
export interface ProjectMarkerPayload extends ProjectSubject {
  preData?: ProjectData;
}
export interface ProjectEnvironmentPayload extends ProjectSubject {
  environment: string;
}
/** A project environment's default strategy: the strategy (without an id) turning a flag on adds when it has none enabled. */
export type ProjectDefaultStrategy = Omit<StrategyData, 'id'>;
export interface DefaultStrategyUpdatedPayload extends ProjectSubject {
  environment: string;
  data: ProjectDefaultStrategy;
  /** The default it replaced; null when the built-in one applied. */
  preData: ProjectDefaultStrategy | null;
}
export interface ProjectFavoritePayload extends ProjectSubject {
  data: { project: string; userId: number };
}
export interface ProjectAccessPayload extends ProjectSubject {
  data: { roles?: number[]; groups?: number[]; users?: number[]; roleId?: number } | null;
  preData?: { roles?: number[]; groups?: number[]; users?: number[]; roleId?: number } | null;
}
