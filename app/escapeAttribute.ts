/** Text made safe inside a double-quoted HTML attribute (the build's prerendered pages). */
export const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
