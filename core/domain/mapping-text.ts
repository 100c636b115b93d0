/**
 * The texts AI-assisted mapping compares: a category's path and description, a detail's path, description and type.
 * The same words go to the embeddings model and to the lexical index, so both ways judge the same thing.
 */
const joined = (...parts: string[]) => parts.map((part) => part.trim()).filter(Boolean).join('\n');

export const categoryText = (category: { path: string; description: string }) => joined(category.path, category.description);
export const detailText = (detail: { path: string; description: string; type: string }) => joined(detail.path, detail.description, detail.type);
