// The email bench app: see emailApp.tsx.
import { emailKernel, renderBenchApp } from './emailApp.js'

renderBenchApp(emailKernel())
