import { addTypenameToDocument } from '@apollo/client/utilities';
import { parse, print, specifiedRules, validate, type DocumentNode } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import * as allDocuments from '../../generated/graphql/all-documents.ts';
import { PageDocumentText } from '../../generated/graphql/documents/PageDocument.ts';
import { OPERATION_TEXTS } from '../../generated/graphql/operation-texts.ts';
import { documentsValidated, prepareDocument } from '../../mocks/graphql/documents.ts';
import { GRAPHQL_LIMITS, limitRules } from '../../mocks/graphql/limits.ts';
import { createMockSchema } from '../../mocks/graphql/schema.ts';

// The mock world parses the contract's own operations but does not validate them again (mocks/graphql/documents.ts): in
// the mock build it starts afresh with every page load, and validating Home's `Page` document was ≈ 9 % of the page's
// work before its first tile. That is sound only while each of them is valid under every rule the mock world applies,
// and while the set holds exactly the texts the app sends.

// Counted by the module itself (not by mocking graphql-js: the test files of a worker share their modules, so a
// mock made here would miss a documents module another file loaded first, which failed the whole suite's run).
let validatedBefore = 0;
const validations = () => documentsValidated() - validatedBefore;

beforeEach(() => {
  validatedBefore = documentsValidated();
});

const operationDocuments = Object.entries(allDocuments).filter(([, document]) => (document as DocumentNode).definitions.some((definition) => definition.kind === 'OperationDefinition'));

describe("the contract's own operations in the mock world", () => {
  it('are the texts the app sends: each operation document as Apollo Client prints it, and the first read of Home', () => {
    expect(operationDocuments.length).toBeGreaterThan(30);
    const printed = operationDocuments.map(([, document]) => print(addTypenameToDocument(document as DocumentNode)));
    expect(new Set(OPERATION_TEXTS)).toEqual(new Set(printed));
    expect(OPERATION_TEXTS).toContain(PageDocumentText);
  });

  it.each(OPERATION_TEXTS.map((text) => [/^\w+ (\w+)/.exec(text)?.[0] ?? text.slice(0, 40), text]))('%s is valid under the limits and every rule of graphql-js', (_name, text) => {
    const document = parse(text, { maxTokens: GRAPHQL_LIMITS.maxTokens });
    expect(validate(createMockSchema(), document, [...limitRules, ...specifiedRules])).toEqual([]);
  });

  it('are parsed without being validated again; any other text is validated, and refused when invalid', () => {
    const known = prepareDocument(PageDocumentText);
    expect(known.errors).toEqual([]);
    expect(known.operations.map((operation) => operation.name?.value)).toEqual(['Page']);
    expect(validations()).toBe(0);

    // The same query with one more space is not the contract's text: validated as before.
    const spaced = prepareDocument(PageDocumentText.replace('query Page(', 'query Page ('));
    expect(spaced.errors).toEqual([]);
    expect(validations()).toBeGreaterThan(0);

    const unknownField = prepareDocument(PageDocumentText.replace('    fastDVRAccess', '    noSuchField\n    fastDVRAccess'));
    expect(unknownField.errors.map((error) => error.message)).toContainEqual(expect.stringContaining('noSuchField'));
  });

  it("takes a subscription's or a mutation's text as it takes a query's", () => {
    const others = OPERATION_TEXTS.filter((text) => /^(subscription|mutation) /.test(text));
    expect(others.some((text) => text.startsWith('subscription ')) && others.some((text) => text.startsWith('mutation '))).toBe(true);
    for (const text of others) expect(prepareDocument(text).errors).toEqual([]);
    expect(validations()).toBe(0);
  });
});
