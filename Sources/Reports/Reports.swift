// CSV / Markdown / SVG writers.
