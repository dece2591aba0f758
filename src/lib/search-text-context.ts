import { createContext } from "react";

/** The search text a list of results was found by ("" = none); see components/highlight. */
export const SearchTextContext = createContext("");
