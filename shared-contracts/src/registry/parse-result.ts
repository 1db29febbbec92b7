/** What a parser of runtime data answers: the typed value, or what is wrong with the input. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };
