// The baseline for bench/load.mjs: the smallest Express handler.
import express from "express";

const app = express();
app.get("/", (_req, res) => res.send("ok"));
app.listen(Number(process.argv[2]), "127.0.0.1");
