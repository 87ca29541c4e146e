// The two age bands as variant options, so each variant says in one word whom it is told to.

export const BIG = { ages: ['big'] } as const;
export const LITTLE = { ages: ['little'] } as const;
