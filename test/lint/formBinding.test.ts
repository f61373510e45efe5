import ts from 'typescript';
import { sourcesUnder } from './sourceFiles';

/**
 * Every form binds its fields through FormField (one error display, aria-invalid and
 * aria-describedby, focus on the first invalid field): react-hook-form's own field bindings
 * (useController, Controller, register) appear in FormField and useSchemaForm only.
 */
const bindingModules = ['src/components/forms/FormField.tsx', 'src/components/forms/useSchemaForm.ts'];
const bindings = ['useController', 'Controller', 'register', 'useForm'];

/** The field bindings a module takes from react-hook-form, or calls as `register(` on a form. */
function bindingsUsed(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const used: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text === 'react-hook-form' && !node.importClause?.isTypeOnly) {
      const named = node.importClause?.namedBindings;
      if (named && ts.isNamedImports(named)) {
        for (const element of named.elements) {
          const imported = (element.propertyName ?? element.name).text;
          if (!element.isTypeOnly && bindings.includes(imported)) used.push(imported);
        }
      }
    }
    if (ts.isCallExpression(node) && /^(\w+\.)?register$/.test(node.expression.getText(source))) used.push('register(');
    ts.forEachChild(node, visit);
  };
  visit(source);
  return used;
}

function bindingsOutsideFormField(sources: Record<string, string>): string[] {
  return Object.entries(sources)
    .filter(([file]) => !bindingModules.includes(file))
    .flatMap(([file, text]) => bindingsUsed(file, text).map((binding) => `${file}: ${binding}`));
}

test('no module but FormField and useSchemaForm binds a field to react-hook-form', () => {
  expect(bindingsOutsideFormField(sourcesUnder('src'))).toEqual([]);
});

test.each([
  ['useController', "import { useController } from 'react-hook-form';", 'useController'],
  ['Controller, renamed', "import { Controller as Bound } from 'react-hook-form';", 'Controller'],
  ['a form of its own', "import { useForm } from 'react-hook-form';", 'useForm'],
  ["register( on a form's fields", "export const Field = ({ form }: any) => <input {...form.register('email')} />;", 'register('],
])('a form binding its own field is reported: %s', (_case, code, binding) => {
  expect(bindingsOutsideFormField({ 'src/features/plan/Probe.tsx': code })).toEqual([`src/features/plan/Probe.tsx: ${binding}`]);
});

test('types and useWatch are not bindings', () => {
  const code = "import type { Control } from 'react-hook-form';\nimport { useWatch, type FieldPath } from 'react-hook-form';";
  expect(bindingsOutsideFormField({ 'src/features/plan/Probe.tsx': code })).toEqual([]);
});
