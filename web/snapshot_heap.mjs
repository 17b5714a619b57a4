// A heap large enough for the snapshot being restored (docs/start-up.md, "Heap size").
//
// Pyodide restores a memory snapshot by copying its heap over the new interpreter's
// (`Module.HEAP8.set`). It means to size that heap first (`INITIAL_MEMORY`), but the
// pinned build declares its memory inside the wasm module, so the new heap always has
// the module's compiled size (30 MiB) and a snapshot of an interpreter whose heap grew
// past it cannot be restored ("offset is out of bounds" from `HEAP8.set`). The
// project's modules fill most of those 30 MiB: one more import could cross the line,
// and every start would fall back to a plain one.
//
// `restoringInto(bytes, start)` runs `start()` (the `loadPyodide` call that restores
// `bytes`, a promise of the snapshot or the snapshot itself) with WebAssembly's
// instantiation wrapped: once the module is instantiated, and before Emscripten makes its
// views of the memory, the memory is grown to the snapshot's heap size, so the restored
// interpreter has exactly the heap it was saved with. Nothing else changes: a snapshot that
// fits is restored as before, and the wrapping ends with the call.

const PAGE = 65536;
const HEADER_WORDS = 2;  // magic, then the offset of the heap in the snapshot

// The size of the heap saved in `view` (a Uint8Array of the raw snapshot), or 0 if it
// is not a snapshot Pyodide would read: then Pyodide's own error stands.
export function savedHeapBytes(view) {
  if (!view || view.byteLength < HEADER_WORDS * 4) return 0;
  const offset = new DataView(view.buffer, view.byteOffset, HEADER_WORDS * 4).getUint32(4, true);
  return offset > 0 && offset < view.byteLength ? view.byteLength - offset : 0;
}

function grownTo(bytes) {
  // Never throws: Pyodide's instantiation swallows an error and then waits for ever. Bytes
  // that cannot be read, or a heap the browser refuses to grow, are left to the restore,
  // whose error ends in the plain start.
  return async (result) => {
    try {
      const memory = result && result.instance && result.instance.exports.memory;
      const heap = savedHeapBytes(await bytes);
      if (memory && heap > memory.buffer.byteLength) {
        memory.grow(Math.ceil((heap - memory.buffer.byteLength) / PAGE));
      }
    } catch (error) { /* the restore reports it */ }
    return result;
  };
}

export async function restoringInto(bytes, start) {
  const wasm = WebAssembly;
  const { instantiate, instantiateStreaming } = wasm;
  const grow = grownTo(bytes);
  wasm.instantiate = async (...args) => grow(await instantiate.apply(wasm, args));
  if (instantiateStreaming) {
    wasm.instantiateStreaming = async (...args) => grow(await instantiateStreaming.apply(wasm, args));
  }
  try {
    return await start();
  } finally {
    wasm.instantiate = instantiate;
    if (instantiateStreaming) wasm.instantiateStreaming = instantiateStreaming;
  }
}
