// The part of @adobe/structured-data-validator's API the JSON-LD test uses (the package ships no types).
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType?: string;
    fieldNames?: string[];
  }
  export default class Validator {
    constructor(schemaOrgJson: unknown);
    validate(extracted: { jsonld?: Record<string, Record<string, unknown>[]> }): Promise<ValidationIssue[]>;
  }
}
