/**
 * Hero preview videos served by the mocks themselves (`Tile.previewURL`), so nothing reaches the internet.
 *
 * | path | video |
 * |---|---|
 * | `/mock-media/preview/{heroId}.webm` | a 1.96 s, 320×180, 25 fps, silent VP9 WebM (8 KB): a white dot crossing a dark gradient |
 *
 * Every hero that promotes a show has one (`heroHasPreviewVideo`); other heroes show their still image
 * only. All of them share the one clip below: it plays in Debian's Chromium (VP9 in WebM, no
 * proprietary codecs) and is small enough to live inside the mock bundle, so the MSW service worker,
 * MSW in node and the standalone server answer it alike. Range requests get 206 answers, as a media
 * element expects. The production build never imports this file (it is reached only from the mock
 * backend and the GraphQL mocks).
 *
 * **How the clip was made** (no ffmpeg needed): Chromium's MediaRecorder over a canvas, 2 s of frames:
 *
 * ```js
 * const canvas = Object.assign(document.createElement('canvas'), { width: 320, height: 180 });
 * const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: 60000 });
 * // draw: a #1d2a4a → #4a1d3a diagonal gradient and a white dot (r 18) moving from x 40 to 280, y 90 ± 40·sin(2πt),
 * // on every animation frame for 2 s, then recorder.stop(); base64 of the recorded blob below.
 * ```
 */
import type { HeroSlide } from '../db/world.ts';

export const PREVIEW_VIDEO_PREFIX = '/mock-media/preview/';
export const PREVIEW_VIDEO_CONTENT_TYPE = 'video/webm';

const PREVIEW_WEBM_BASE64 =
  'GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQRChYECGFOAZwEAAAAAAB+zEU2bdLlNu4tTq4QVSalmU6yBbk27i1OrhBZUrmtTrIGTTbuLU6uEH0O2dVOsgdVNu4xTq4QcU7trU6yCH6HsrgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAVSalmoCrXsYMPQkBEiYRE9RlgTYCGQ2hyb21lV0GGQ2hyb21lFlSua72uu9eBAXPFhw8QIl9YzmGDgQFV7oEBhoVWX1ZQOeCesIIBQLqBtFPAgQFVsJBVsYEBVbmBAlW6gQ1Vu4EBH0O2dQEAAAAAAB7A54EAoEEloUDUgQAAAIJJg0JQE/ALNmY4JBwZkgAAsEf4vXg25pGEAEAAZZP/v3S1geYUDeUSqJRMEOgJ0xXML5x6YhFW7DPo4DWXwHJYoHFqvcTEaksMcGgylVZ19PWtbYN3IQMcuYhfsHnzkYTIikd2NXuZqbhhDZb0HVPIv0zDj9ghUoAXkaPlqnQ2v7AjFcrvvVNjvpLTOG/nHMxX4JDKi39TeSXG6R/KhLoouSIiz5wJxzXT8N+tMAjCpd7MvhswySw9+R8NIZT1kaflYVuknnVAKfIeViGHEgB1ocumye6BAaXEgkmDQgAT8As2ZjgkHBmSAABQQ+i/QABnP/6qAAAE7manidP7F9NwTMTn2Rtb5axMMR2QZ6yzdDU+kqvB7C3oAIVZLPCg66HLgQAtAIYAQJIc/F0AAAl9Iw9Rwz4oAABIqVaZbwENQiDIX5vLJXNFMzxWfQienI0CH33oeteuBRaOLy7FQ2pXAc0cAywCAmW0BAAAdaGYppbugQGlkYYAQJIc/F0AAANwAABV2WyA+4EAoM6hroEATwCGAECSc/FvAAAMcAAAPic8w1edYnn0wCFEVIVUDSnEbRtPsY6wDXXjwAB1oZimlu6BAaWRhgBAkhz8W8AAA3AAAFXZbID7gS2g3KG8gQCBAIYAQJJz8WiAAAxwAAA+JoE7cpQZzobDGGzqAzxAknRk6wIcyihyKkMhGF+Mqnwef2tbXAVz0AqodaGYppbugQGlkYYAQJIc/FygAANwAABV2WyA+4FPoOWhxYEAowCGAECSc6FmAAAMcAAAPiYaNuwfva0PKOVZDG5Q1LlVtpcVjiVyqZOMKPEoVwFj7afqKIO0APuPwBTx4AIQACabGHWhmKaW7oEBpZGGAECSHPxbwAADcAAAVdlsgPuBgaBAoqFAgYEA1ACGAECS8pFbgAAgcCywuwXQAAA87gAAAAAAAAmHurq7EH+MpOOMtigW4mmUlClInvMt7kXuJw7UXln9aMWF77R8LgAAAAAAABS6KA7dz/Mb9HZRCZaLdZFGv5LZn5Nri2Wj79HQiSuaE6NxQCuegIsn3Q8nOff0BG0tgAtJAHWhmKaW7oEBpZGGAECSnMxYgAADcAAAVdlsgPuBo6DlocWBAPUAhgBAkpzAWCAABXDKIAAAPvlPx390zvD88AC3H9FsJubcYW1KHlrJbe5ke0etVs1kg1NUZRmU5moQiD9+n0VdS2B1oZimlu6BAaWRhgBAkpy0V6AAA3AAAFXZbID7gdSgQJah9oEBJgCGAECS8iFWgAAUcBxoAAB5ZbUdTC15rY29GUh4QVJ07MmcQM8g3Ja94ZVt2hrdnsV8c8ZIpTmImq7Gc16WgB8RBPZ4CCqu4UosCrKKhFQYU3O3IlEZ7KoH54vCWEXyFdzjHsyArRy8gAtJrICLA9ARb+B1oZimlu6BAaWRhgBAkpx4VKAAA3AAAFXZbID7gfWg/qHdgQFHAIYAQJKcoFbAAAZztfAAAAB6a9Z887DMP5F8Lk6Dw5o+IlN7bn4p+E/7tUOZkwgHaXOHtJHXhURKpL03uJ9mYjyOVTGbw5x2xHBM+CqCMHrAlwB4cBgPoSwAdaGYppbugQGlkYYAQJKccFPgAANwAABV2WyA+4IBJqDiocGBAWkAhgBAkvJhWYAADHAAAHlltRz40IpPjUalJ7+vLTwUvMIMM/jJkLtM1uouV9x5VMpPeIkStTW1AyvwIW86YHWhmKaW7oEBpZGGAECSnGRTAAADcAAAVdlsgPuCAUegQMehQKWBAZoAhgBAkvGhTgAAKHNndFSA2p+MAAB54O9gMgGgX1ioZjN6JYrOMiDLC25AU7gtZa7F2Ec/NtGK+xi5wfo5da3Fz5WxJxAyDu6oDnkHuElKq1FFBlGpV5SAkSyScp2dRWBzwg7vd6nh31SZgIceAAAAAAAABb6jgAAAAAAABpYjAEQ2omlIRMI28fCxqSIfn1GGMomycEReQJifYgBGRYAJvzJ1oZimlu6BAaWRhgBAkpxYUiAAA3AAAFXZbID7ggFpoNqhuYEBvACGAECSnIhVgAAFcMSAAAB7HZpCA11l4kRdA0ik81nwrYktrPjmpE28kw/35YKD5lIMKm9NAHWhmKaW7oEBpZGGAECSnFRRYAADcAAAVdlsgPuCAZqgQOGhQL+BAe4AhgDAkvFRRoAADHAAAHNVjK21BIAAAAAAAAJUAAAAAAAAAC3dVAby3YsMOF2KxtVtNMhHPUEEcVb5N1tUAEA3YUM2MFuQCm1QOvB5rvdbOSUD3e79Xp+fqyH9whrYDNhlev0VXt5QzB9X4B02W6Z+L+EUjdgDmN0qkMIwYFcBxR6/6gKhOg4AAAAAAAAB3egAAAAAAAAHOp6k++6DBOP4J2Ql5rQwEYpSFGAfRgGQEeJ4kWOC6MWFYqmwAHWhmKaW7oEBpZGGAMCSnDRNAAADcAAAVdlsgPuCAbyg5qHFgQIPAIYAQJLx0VGAABhwEKx/AAB52H3eRtApJbXn8Ty7eLTZDzFL2iEBMVaYRQC9QceZZtpHZmWRODwRgsSYTDlAVbK4daGYppbugQGlkYYAQJKcTFCgAANwAABV2WyA+4IB7qD4odeBAjAAhgBAkpxoU2AAA3AAAHs080b/MRLIfW7P5yy4u9A1pSMyQyj/tlLnsxaS9B4LR832GlzQecFibaJ+ltWFvOdTglN7peHSkxXVdx9Ay7E0lRdjGyB1oZimlu6BAaWRhgBAkpxIT+AAA3AAAFXZbID7ggIPoEDPoUCtgQJiAIYAQJLxYUcAADhzv5CST8zhmVfFIEX+AHnMI8ls0EXgSnYPWtOrdN0c2LtX/HIj8DMwr7i8yGBhUHko4eP0aD/H2yNvje5rvDkFMEg9mOTlvfOL4tgt/OdTRDKrtoDEm4m82myqzxVaQgH/IHVX68S4osOpkQTj3aCxg8DxItmHHtuGgmQ4Ivv2X1KVCHjaFe4I6VGnoVhprvbiaOkecLxF5sB8noyQUyh1oZimlu6BAaWRhgBAkpxAT0AAA3AAAFXZbID7ggIwoOChv4EChACGAECSnHBUAAADcAAAezIGFuJ0AKW7Fs7iD7peobSc95IRXpPnPRHOb3F5HWIPGXoG9YUNgiVK+JBXgHWhmKaW7oEBpZGGAECSnDxOYAADcAAAVdlsgPuCAmKgQIyh64ECtgCGAECS8UFFAAAMcAAAed6wWDm52CSne1jDAW9LATnDC5t2cbk3FsOq6/k16fpKR7LWdhBNvs/ABjX22wfmUPZYRyHjP89egyICwh8RMKaSXHEpacjtREpgBkmwZXt6Tzhha/8NFVLwdaGYppbugQGlkYYAQJKcOE2gAANwAABV2WyA+4IChKDPoa6BAtcAhgBAkpxcUoAAA3AAAHstT0bJxHoKzUTCbGE28C3czfru7UGLgaRrycAAdaGYppbugQGlkYYAQJKcNEzgAANwAABV2WyA+4ICtqBAkqHxgQL4AIYAQJLxIUEAABRwEP9AAHNo5KaaIFNheDYtAVYnV0CoWnBdeFMcg0oJmSclsl6gOz+nArlJzPnn13xH6K4aImMM4+CJeAKDGpUzyBjoCpegAKjIbaeR2a4h3QUDtyqIeowYfXOHVKANa7bw0UB1oZimlu6BAaWRhgBAkpwwTEAAA3AAAFXZbID7ggLXoECjoUCBgQMrAIYAQJKcRE9gAAh2SMAAQdsAAHstSeHRXi7VI3ZF+3G4S0h1Y7Sv+vzfvLl5LlhVqqtf3HtHaktaEZccoXRfuF5+lG2flIWfavOnc9AVdBk0+GHeihGATdvWmjYD36IH/A8nIEECCwBAN6Zra230eZ5ygKp/DWHB5m0OiOOgdaGYppbugQGlkYYAQJKcMEtAAANwAABV2WyA+4IC+KDbobqBA0wAhgBAkpxMUKAABnZ4wAAAAHstRtr1Uobm9n/h4mmJnscielYE0cmnpIgmOuAA5jIakoDHcv8AdaGYppbugQGlkYYAQJKcLEogAANwAABV2WyA+4IDK6BBM6FBEYEDfgCGAMCSnDBMIAAQfiD2NJJLyb/Se8+YFS8AAHVYVVeayg035woFT6MrLw18eb1valEctQiM1a2weefSLjXH/OhoGoQRN60K6yXbHfIQZiBdz/IQBIWMFxEHN1WPOgmyWqL/12lfqk/SN3woIBef0cxHRraIUqI4ijRfAXF1puiJxEyyyTzbXsJahCxIk1EOEkFr6JazmRpUoOYHcukj2RD3Ry6tRP91WEhNmt5U9bZEsP5Turt9x74oRue0FluPLcRNIbi1igwqa5IYWw64yulK7XGK63MVq6zO6uvCp2BRJNW03iL90r6ym5fFEMmzowgXhClO2raUo0rnU1ugkqy0MQ7JY8PYwshrmk9EIHWhmKaW7oEBpZGGAMCSnCBFgAADcAAAVdlsgPuCA0ygQI2h7IEDnwCGAECS8QE9AAAkc7/YBcZZGAAAegc+pkQlyGN78K2vAy2bXpIzQPEGXHMidiUrsFxYfVMT31g8632znzCAV8E7pchpBQZTr7R2uSGs9hKGHu9YsBCFKz1xew+HRS1JfmHYGiHCz9jQAHWhmKaW7oEBpZGGAECSnChJAAADcAAAVdlsgPuCA36g6qHJgQPAAIYAQJLxAT0AAAxwAAB6AawDEOGAWVq1uI7rFGQHAFLZkaJ7EfeJEL47lGmze46VHio2LSdrZk9Y6+IreSZrsUtI98GYKHWhmKaW7oEBpZGGAECSnCRHwAADcAAAVdlsgPuCA5+gQLOhQJGBA/IAhgBAkpw4TWAABnPAgAAAAHtDmskDzxy2ApMBxETCyNtPlRRBR4mzI49k7lQ9LjI7EkjcsKttVedAhC5vorCczyUIr3HfiTb6pRt1yckOJwAgYvDVeciUgplokiqKT3CR5FtFbzhvfL8cyHFQegHfjaE9RMIINeu4LFHEap659cGUhO9zufUITLhfVbhAdaGYppbugQGlkYYAQJKcJEcgAANwAABV2WyA+4IDwKD7odqBBBQAhgBAkpxATwAAB3N20AROwAB7dpS5LnEoB/q0LoCTAVsI5k20SQovvxNHvL0Owc8sSHsRYFI6YFDt9WdLIzWb//0x55j5AoGmMFfbmNn3EcDKL7+QUkB1oZimlu6BAaWRhgBAkpwkRyAAA3AAAFXZbID7ggPyoEC7oUCZgQRGAIYAQJLw0TOAAAxwAAB570AR1MJEUnRdAsjSaGPV6SjTBhR45mc4llztmMLNh7W6LelDtEo+RopQFtH7a1bMK7CprKXch1Bzc+ZPCygcbPr9wSTWxeplc5UFjJykY+qIABr38UggZIHsobmH49M6WsioVnrsckno7RD2LFICjKa2hvWh+uPlY+bVGymsvZvegEbwEBMAdaGYppbugQGlkYYAQJKcIEYAAANwAABV2WyA+4IEFKD4odeBBGcAhgBAkpxATyAAA3AAAHt2lLccGBIsb9G76hTNB/ys1CNSul6XHlwVVcVpuURH7gxB/xD1hUyS5mXX1mFnLQyuAtQeiPFY3ELZah2Fg1p7wu140AB1oZimlu6BAaWRhgBAkpwkR0AAA3AAAFXZbID7ggRGoEDDoUChgQSKAIYAQJKcPE5AAAZzdpgAAAB7dpS3HCDv0/dNHcn0p0e5VG64TELbZvSTiMwxLnaBx64U2kBuCWxmTpvgWyaDGx03+XmvjhgkKPBBq3Z0cMdSIHoj3weXCn9Vf/E6NfcIq7LGCovmpr+RUdlo+ZnSOnGZHwOgAKb49lzb4owNDe2Uqi+aqqhTyzsM0ZR4pmZAIsVhVXMRY772AIXl0AB1oZimlu6BAaWRhgBAkpwkRsAAA3AAAFXZbID7ggRnoEC+oUCcgQS+AIYAQJLw8TiAABhzwKQAAAB5/suOig8Ug5Y+1BW5ylVYu6WidGJFWwAPCrzBZkEvP+knLWSnxuh8H4t1QoVjDmIEnt99T1RUeljJjsfkdxODdJY1QG8U8TcgwyFHi0Ja9BaXNUsfekUBATCoA2AsK4eebqsKZs7D+Y4Kcb9uoyjhC+PR0K5geFVjiMGIHD8wJw7ZVb15lVF4daGYppbugQGlkYYAQJKcIEWgAANwAABV2WyA+4IEiqBAnKH7gQTcAIYAQJKcUFFAAAZzZUgAAAB7dpS3iXT87TgXtaLY70ke7+pZlBQNhjxl2dmYZ+kEE2EzT/OYvvoQIiRxPjocphDjZs77RD9N5ezN/t7UYJG6oRFz15bnDP8GE5rmG+OARhH4rBrWucxE8qb5eBBFsZ1gXb6+mMqUdaGYppbugQGlkYYAQJKcKEhAAANwAABV2WyA+4IEvqBCiaFCZ4EFDgCGAMCS8IEVAACIdoZbGIA/d674f7P/q+Q+saY9Tkb8nRiFpeEik+99m0KAAHXkxadaEZHKAIBA2OaNzqTsaabCD6IlJ/nAqi8Jkx8ipnW9dYXWFpBfHV0sCUUZI9zvpacEkWsrJ4UAPvFHjR9jEGv0FLb+Iv6QpLe/vaBH6diTzPUjaz5cpXLSjhrfh/DxHR6TtIYdCM/Pt5x12pgVeINUDS0/9C6+gRBIwD5IeBYd8YlWrziN+v3v1tdRHTcW7zuy+00lw7O6emgNWmqPjLJ/+83sfIXOCs5Nl9WoMNTN8/GVjYdErG/Qi4QNTIpNcqLyGTNunSvINFAf1UgnsyCsX/GSRJMpsIxqXn1L7fklbL4R99ndfJNIa0cS8i13m/QvHFuhhxmsMRC8Bd3qyMbR21XrCvIsonrdPJXHCmFyc9V2nBNfVgusac54mtVycYknXuCKbNe/EzUYtPjZjqcjJ23DnJWpr7W6JPVYFR+CJ84scFBVCy0bzq336TtMkRSWlJctHepqQX8ExkQGym7C0p8raiiRT5fOha/ZqnU8RdIq1DIDbEcGFEVF8kEjPM76gB6brDhg165Je+/ZTXicWgZwtzQujTaamrH/ylylYkaOfeW6oYM3Zd3jkX6lsPOfQL4nJ9msJKaZQ1/ICkYQbOKyvyZ9641dzuyIwhOdPssNBfaxLil2Ah0s16zeU8+nG37seHrIXqN2piBJP+JmR0JtJRjSfCXvpCj3gl/5Hdx3zUUPT+13zNCL9T5YCGFByMwWglxU540OY8TUzgmPSysNQhg6X1vDkyXhRAr+m26wAHWhmKaW7oEBpZGGAMCSnBxEYAADcAAAVdlsgPuCBNygQJKh8YEFLwCGAECS8YFKgAA4doZhixvr2/sgNdF34AB9QyUzqf+3SY5TlIW282ZVJVBkSRbA6T0qIy9+E/+iPvO58Vg63XWnxuicuLxZ8dJ8aP/QPasp96Eu/WNI4Kptw+6gxAVQadcUFH8Jqhc4FXVug3YAdaGYppbugQGlkYYAQJKcKEkAAANwAABV2WyA+4IFDqD+od2BBVEAhgBAkvGRTIAAFHDJwAAAfRtB+eQUueYFpr8Ta9A2rHNrcBgo8G3cczuC/VYR5mPk7osziKv4OAVdIFQ4ukl0zT1mAq21bPKrgPt8fYV2VEA60JSfFroHwAB1oZimlu6BAaWRhgBAkpwoSKAAA3AAAFXZbID7ggUvoECJoeiBBYMAhgBAkpxYUcAABnPApAAAAH2umrullaItXz4+0CRiUWRHs0ML0sX1+4irnrMa8CHjTHBmQY3P3shkBYZwMbNIxoevjYSr6/MQauCCBIc+/nAFxWl3+3TUTjGpLGNj/HEoPI5poHWhmKaW7oEBpZGGAECSnCRG4AADcAAAVdlsgPuCBVGg7qHNgQWkAIYAQJKcaFNgAAZzvfAAAAB9iD+pKHZrRRYiCTQ6Y70K67Q7qb43bCRBytMdxS0X3GT+gqalQ3aLlQNKsn/yZU0/5MKRaImLDOh1oZimlu6BAaWRhgBAkpwoSQAAA3AAAFXZbID7ggWDoECDoeKBBdYAhgBAkvFRRgAAGHOoGAAAAH0FMKCluXyu4A/SIvmnZbwejMn7UjJeun0jTdHsYvkQJh2RiZEs67Tvgvbe1uWdpoItKN3ms0Tufk4lkPb3Oof22vAP/5YV5QTQ9CmfdnWhmKaW7oEBpZGGAECSnCRG4AADcAAAVdlsgPuCBaSg1aG0gQX3AIYAQJKcZFMAAANwAAB9iD9HBVSxkArAHToPJ5/4OTJAAn+uB2Gwjb7gAQYIZ3MeAHWhmKaW7oEBpZGGAECSnChJIAADcAAAVdlsgPuCBdagQIKh4YEGGACGAECS8WFHAAAMcAAAfQYZBhq/oC/seoTilRM7pqiNk/FgQemIXFXrL2AcmCwYYkMQXJdYraovbV4tNfIQE527SQDibtVVVoI0voW5rbOMkVvT+AR8QJG+pwAFpBx1oZimlu6BAaWRhgBAkpwoSQAAA3AAAFXZbID7ggX3oECfof6BBkoAhgBAkvEhQQAADHAAAH0HzxZgtqXMZIULeT/fvWJV4OlTz+MPG/hpfzaRDLeO1vkXwOa/Z0mFL1ibeGcvLYAAKOXbEoVMwSOZDCDC6ge9yK2IHgHYIBcYSPflG2fESmSdhO/kABlj8ibXu2Zv6iMP50pS3WodqTmzWqh1oZimlu6BAaWRhgBAkpwkRuAAA3AAAFXZbID7ggYYoOehxoEGbACGAECSnFxSQAAGc8A4AAAAfZCB8qRHaHzCLjM+x4rBbpjRx1AGlUo+nUfkrCqn291igWSQqE8CAaTmbcab4PypwAB1oZimlu6BAaWRhgBAkpwoSOAAA3AAAFXZbID7ggZKoEFzoUFRgQaeAIYAwJLwkRoAADh2hlMYO3BGNL4HrAAAAH0LNWmBBVOwXJdD0RqBii1NG3ATsVcL9vp8wcDO7bAiPin+RqeHa9PrehRUnxwyXwNUHKorPpiiycpv9o+uFIrxhbx0dEKyTFxcO4MdwAPD+8PgMN6jDGoPH4r3DCM3bxqqfN8KlSlL50/VZMprs9QQ7AmC71YXJPXTQYc1q5rpe0KqUllGjuiFHNxHc9vxzEIIlie6mwrvAS+kxiNhlNBFI1e1A4G33XLd8J+svWkQeHqJzyDkluw4n+4ezmKsAWjh5XETzloQqxFJKhUy5MNPRG7ca4Bl8eSECgnmIjFL4gRCLk2JEGtjv6XkH3xu/6xKy4MWTBbz0HyT7aRpmmfh/4UFpc2u0sAKWdrnHa3rFGJH62oqy1cXbOqIeyW1KUqMt+bvFC5bAyLXw6qi7lt2OQY1oHWhmKaW7oEBpZGGAMCSnBhB4AADcAAAVdlsgPuCBmygz6GugQa/AIYAQJKcWFHgAANwAAB94zpCe1zngfYKtlMU6HmPuvFmC7l1XDhHHLfAAHWhmKaW7oEBpZGGAECSnChI4AADcAAAVdlsgPuCBp6g7KHLgQbgAIYAQJLxIUCAAAxwAAB9RTkz9pwZV5DE4Mx0AONKmKtGuKAGY+pVqo0pp1rfDb2pqvmj8NUAO0T7JkFHMW8/94WKy3TKMeNgdaGYppbugQGlkYYAQJKcKEjgAANwAABV2WyA+4IGv6D7odqBBxIAhgBAkpw8TiAAB3NnaFSAAAB94zjolxIKJFeqRF6AN6NM0AB+Jyp8/71bAeKGmCU3qBUuHoGOcxP6DtefoeiEYLElj18LMxgejnOlil6+BTjAVlMXRwB1oZimlu6BAaWRhgBAkpwkRuAAA3AAAFXZbID7ggbgoECHoeaBBzUAhgBAkvEBPQAADHAAAH0GCKMTHmUqO3g9sgdVVEuecgfYVR08QvMH8X+KH7ze+KSyOguH0RBHY6AHwInabV6B3QERzubUxsxP7Nt5V74mQiXlvhP44rPNXiYC+KbnUGIgrUB1oZimlu6BAaWRhgBAkpwoSIAAA3AAAFXZbID7ggcSoEDjoUDBgQdsAIYAQJLw8TgAABh2R4AAAAB9BgdwdFZIxuZODfF0H3F9dUTheuKUa1/sxZFuv8yh26AJRzn7zFSWZm/P2XXvaGWcOSOBkhkFClN6K8J2b8nPTsImV6LgW1qEGl3XBt1/BJ6V+E4lrxCZN8tXvkqk4rujQz5RYGtGnqZ6boPb5KB0uDe65/PIcQH65tiwvhXHAHe5jykbQRAfvugc2bXNPrBiM1qyDi3xi9A19oY+qD8sgvooAlyJMRaMODrRMHWhmKaW7oEBpZGGAECSnCRG4AADcAAAVdlsgPuCBzWg76HOgQeHAIYAQJKcaFOAAANwAAB9jDk8bywrKUIwhk4whAYXy6qimxCvDP/7rELlsTUItV8Iff/XSgM4CS5FOfDC0vtNYhQQt5ZouS8Gy8ggdaGYppbugQGlkYYAQJKcLEnAAANwAABV2WyA+4IHbKBAj6HugQeoAIYAQJLxYUgAAAxwAAB9BghETzB+nnakduxDoHynsKOUm7eCnTYagubQFrlcJFkiqux0c+JZ6EkUlMHRde/qjxOjIZQdMkdGTYT2Jn6Nm6XUgjg5hfGg4QVg1gpMI8iPKo4d00UifSnuESB1oZimlu6BAaWRhgBAkpwoSOAAA3AAAFXZbID7ggeHHFO7a427i7OBALeG94EB8YHV';

let decoded: Uint8Array | null = null;

/** The clip's bytes (decoded once). */
export function previewVideoBytes(): Uint8Array {
  decoded ??= Uint8Array.from(atob(PREVIEW_WEBM_BASE64), (char) => char.charCodeAt(0));
  return decoded;
}

export function previewVideoPath(heroId: string): string {
  return `${PREVIEW_VIDEO_PREFIX}${encodeURIComponent(heroId)}.webm`;
}

/** Heroes that promote a show have a preview video; channel and collection heroes show their image only. */
export function heroHasPreviewVideo(hero: HeroSlide): boolean {
  return hero.target.kind === 'show';
}

export interface ServedMedia {
  status: 200 | 206 | 404 | 416;
  headers: Record<string, string>;
  /** Null for 404 and 416. */
  body: Uint8Array | null;
}

/** The hero id in a preview path, or null when the path is not one. */
function previewHeroId(path: string): string | null {
  if (!path.startsWith(PREVIEW_VIDEO_PREFIX) || !path.endsWith('.webm')) return null;
  const segment = path.slice(PREVIEW_VIDEO_PREFIX.length, -'.webm'.length);
  try {
    const id = decodeURIComponent(segment);
    return id === '' || id.includes('/') ? null : id;
  } catch {
    return null;
  }
}

/** The byte range a `Range: bytes=…` header asks for (one range only), 'unsatisfiable', or null for the whole file. */
function requestedRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Math.min(Number(to), size);
    return suffix === 0 ? 'unsatisfiable' : { start: size - suffix, end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return end < start ? null : { start, end };
}

/**
 * Bytes as a media answer, honouring one `Range: bytes=…` (206 with its Content-Range, 416 outside the
 * bytes, 200 for the whole); `headers` are added to every answer.
 */
export function servedBytes(bytes: Uint8Array, range: string | undefined, headers: Record<string, string>): ServedMedia {
  const base = { 'accept-ranges': 'bytes', ...headers };
  const wanted = requestedRange(range, bytes.length);
  if (wanted === 'unsatisfiable') return { status: 416, headers: { ...base, 'content-range': `bytes */${bytes.length}` }, body: null };
  if (wanted === null) return { status: 200, headers: { ...base, 'content-length': String(bytes.length) }, body: bytes };
  const body = bytes.slice(wanted.start, wanted.end + 1);
  return { status: 206, headers: { ...base, 'content-length': String(body.length), 'content-range': `bytes ${wanted.start}-${wanted.end}/${bytes.length}` }, body };
}

/**
 * Answers a request for a mock media path: the preview clip for a hero that has one (honouring a single
 * byte range), 404 for anything else under `/mock-media/preview/`. Null for paths this module does not own
 * (`/mock-media/live|vod/…` belong to playback).
 */
export function servePreviewVideo(path: string, range: string | undefined, heroes: readonly HeroSlide[]): ServedMedia | null {
  if (!path.startsWith(PREVIEW_VIDEO_PREFIX)) return null;
  const heroId = previewHeroId(path);
  const hero = heroId === null ? undefined : heroes.find((candidate) => candidate.heroId === heroId);
  if (!hero || !heroHasPreviewVideo(hero)) return { status: 404, headers: {}, body: null };
  return servedBytes(previewVideoBytes(), range, { 'cache-control': 'public, max-age=3600' });
}
