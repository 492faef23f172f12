// Lists every field of the contract's schemas that openapi-typescript typed `unknown` or `any`:
// `node untyped.cjs api.d.ts` prints one path a line (`Schema.field[]`, `Schema.field{}` for a
// map's values). Used by tests/contract/test_untyped_fields.py.
const ts = require("typescript");

const file = process.argv[2];
const program = ts.createProgram([file], { strict: true, noEmit: true });
const checker = program.getTypeChecker();
const source = program.getSourceFile(file);
const found = new Set();

function isLoose(type) {
  return (type.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) !== 0;
}

function walk(type, path, seen) {
  if (isLoose(type)) { found.add(path); return; }
  if (seen.has(type) || (seen.size > 0 && named.has(type))) return;  // a schema of its own
  seen = new Set(seen).add(type);
  if (type.isUnion() || type.isIntersection()) {
    for (const member of type.types) walk(member, path, seen);
    return;
  }
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    for (const element of checker.getTypeArguments(type)) walk(element, path + "[]", seen);
    return;
  }
  if (!(type.flags & ts.TypeFlags.Object)) return;
  const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
  if (index) walk(index.type, path + "{}", seen);
  for (const property of checker.getPropertiesOfType(type)) {
    const declaration = property.valueDeclaration || (property.declarations || [])[0];
    if (!declaration) continue;
    const propertyType = checker.getTypeOfSymbolAtLocation(property, declaration);
    walk(isLoose(propertyType) ? propertyType : checker.getNonNullableType(propertyType),
         path + "." + property.name, seen);
  }
}

const components = source.statements.find(
  (s) => ts.isInterfaceDeclaration(s) && s.name.text === "components");
const schemas = components.members.find((m) => m.name && m.name.text === "schemas");
const named = new Set(schemas.type.members.map((m) => checker.getTypeAtLocation(m.type)));
for (const member of schemas.type.members) {
  walk(checker.getTypeAtLocation(member.type), member.name.text, new Set());
}
console.log([...found].sort().join("\n"));
