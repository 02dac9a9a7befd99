// Stands in for `jsonschema` inside the deployed bundles (stacks/bundling.ts). ElectroDB validates each
// entity definition against a JSON schema when the entity is built; the definitions are constants, and the
// real check runs on every test run (unbundled), so repeating it at each cold start only costs ~29 KB.
export class Validator {
  declare customFormats: Record<string, unknown>;

  validate(): { errors: never[] } {
    return { errors: [] };
  }
}
// ElectroDB registers its formats on the prototype.
Validator.prototype.customFormats = {};
