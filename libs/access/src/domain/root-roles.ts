// Moved to model/ (ADR 0044: reference data both sides read); kept so importers written meanwhile still resolve.
export * from '../model/root-roles';
