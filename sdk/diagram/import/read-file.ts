/** A chosen file's content through FileReader, which jsdom has too (its Blob has no arrayBuffer() or text()). */
function readWith<T>(read: (reader: FileReader) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as T);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    read(reader);
  });
}

export const readFileBytes = async (file: Blob) => new Uint8Array(await readWith<ArrayBuffer>((reader) => reader.readAsArrayBuffer(file)));
export const readFileText = (file: Blob) => readWith<string>((reader) => reader.readAsText(file));
