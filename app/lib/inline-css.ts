// The site's one stylesheet, inlined into every server-rendered page (decision 0005): the first
// paint needs no second request. The server entry provides the text; the browser bundle never
// carries it (the context is empty there, and React adopts the <style> the server sent).
import { createContext } from "react";

export const InlineCssContext = createContext("");
