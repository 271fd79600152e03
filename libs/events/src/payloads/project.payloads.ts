import type { EventSubject } from './common';

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
export interface ProjectFavoritePayload extends ProjectSubject {
  data: { project: string; userId: number };
}
export interface ProjectAccessPayload extends ProjectSubject {
  data: { roles?: number[]; groups?: number[]; users?: number[]; roleId?: number } | null;
  preData?: { roles?: number[]; groups?: number[]; users?: number[]; roleId?: number } | null;
}
